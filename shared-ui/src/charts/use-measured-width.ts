import { useCallback, useState } from 'react';

/** The width used before (or without) a measurement, e.g. under jsdom, which has no layout. */
export const DEFAULT_CHART_WIDTH = 640;

/**
 * The width of the element the returned ref is attached to, followed with a ResizeObserver.
 * A fixed `width` skips measuring (tests, print layouts).
 */
export function useMeasuredWidth(
  width?: number,
): [(element: HTMLElement | null) => (() => void) | undefined, number] {
  const [measured, setMeasured] = useState<number | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || width !== undefined || typeof ResizeObserver === 'undefined')
        return undefined;
      const observer = new ResizeObserver(([entry]) => {
        const next = Math.floor(entry?.contentRect.width ?? 0);
        if (next > 0) setMeasured(next);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [width],
  );
  return [ref, width ?? measured ?? DEFAULT_CHART_WIDTH];
}
