import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type GridWindow, gridWindow } from './grid-window';

export interface WindowedGridOptions {
  itemCount: number;
  /** Row height including the gap, in px (cards have a fixed height). */
  rowHeight: number;
  /** Narrowest column; the number of columns follows the grid's width. */
  minColumnWidth: number;
  gap: number;
  overscanRows?: number;
}

export interface WindowedGrid extends GridWindow {
  columns: number;
  /** Attach to the element whose height is `totalHeight`. */
  setContainer: (element: HTMLElement | null) => void;
}

function columnsFor(width: number, minColumnWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap)));
}

/**
 * Windowing for a grid scrolled with the page: only rows near the viewport are rendered, the rest
 * is represented by the container's height. Written here (about 60 lines) rather than taking a
 * dependency, since the page scroll, fixed row height and column count are all we need.
 */
export function useWindowedGrid({
  itemCount,
  rowHeight,
  minColumnWidth,
  gap,
  overscanRows = 2,
}: WindowedGridOptions): WindowedGrid {
  const elementRef = useRef<HTMLElement | null>(null);
  const [columns, setColumns] = useState(1);
  const [viewport, setViewport] = useState({ top: 0, height: 0 });

  const measure = useCallback(() => {
    const element = elementRef.current;
    if (!element) return;
    const top = -element.getBoundingClientRect().top;
    const height = window.innerHeight;
    // Re-render only when the viewport moved by a meaningful amount (a quarter row).
    setViewport((previous) =>
      Math.abs(previous.top - top) < rowHeight / 4 && previous.height === height
        ? previous
        : { top, height },
    );
    setColumns(columnsFor(element.clientWidth, minColumnWidth, gap));
  }, [rowHeight, minColumnWidth, gap]);

  const setContainer = useCallback(
    (element: HTMLElement | null) => {
      elementRef.current = element;
      measure();
    },
    [measure],
  );

  useLayoutEffect(measure, [measure, itemCount]);

  useEffect(() => {
    const element = elementRef.current;
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer =
      typeof ResizeObserver === 'undefined' || !element ? null : new ResizeObserver(measure);
    if (element) observer?.observe(element);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const range = gridWindow({
    itemCount,
    columns,
    rowHeight,
    viewportTop: viewport.top,
    viewportHeight: viewport.height,
    overscanRows,
  });
  return { ...range, columns, setContainer };
}
