import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import '../components/visually-hidden/visually-hidden.css';

export interface ChartPlotProps {
  titleId: string;
  descriptionId: string | undefined;
  /** How to move with the keyboard, read after the description. */
  hint: string;
  /** What the live region announces (the active datum while the plot has focus), or ''. */
  announcement: string;
  measureRef: (element: HTMLElement | null) => (() => void) | undefined;
  height: number;
  tabIndex: number;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  onBlur: () => void;
  onMouseMove?: (event: MouseEvent<HTMLDivElement>) => void;
  onMouseLeave?: () => void;
  children: ReactNode;
}

/**
 * The focusable plot. The SVG inside is decoration for sighted users (aria-hidden); screen-reader
 * users move through the data with the arrow keys and hear each datum through the live region, or
 * read the data table.
 */
export function ChartPlot(props: ChartPlotProps) {
  const { titleId, descriptionId, hint, announcement, measureRef, height, children } = props;
  const hintId = useId();
  return (
    <div ref={measureRef} className="adl-chart__measure">
      {/* role="application": the arrow keys belong to the chart, not to the screen reader's reading
          cursor, and the live region below speaks what they select. The lint rule does not count
          "application" as interactive, though handling keys is what the role is for. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="application"
        aria-roledescription="chart"
        aria-labelledby={titleId}
        aria-describedby={[descriptionId, hintId].filter(Boolean).join(' ')}
        className="adl-chart__plot adl-focusable"
        style={{ height }}
        tabIndex={props.tabIndex}
        onKeyDown={props.onKeyDown}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
        onMouseMove={props.onMouseMove}
        onMouseLeave={props.onMouseLeave}
      >
        {children}
      </div>
      <span id={hintId} className="adl-visually-hidden">
        {hint}
      </span>
      <div role="status" className="adl-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
