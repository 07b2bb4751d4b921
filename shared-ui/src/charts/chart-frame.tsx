import type { ReactNode } from 'react';
import { useId } from 'react';
import './charts.css';
import '../components/visually-hidden/visually-hidden.css';

export interface ChartFrameProps {
  title: string;
  description?: string;
  /** Keeps the title for screen readers only, when the page shows its own heading next to the chart. */
  hideTitle?: boolean;
  empty: boolean;
  emptyMessage: string;
  legend?: ReactNode;
  /** The plot, given the ids that name and describe it. */
  children: (ids: { titleId: string; descriptionId: string | undefined }) => ReactNode;
  table: ReactNode;
}

/** A chart's figure: title and description, legend, plot, data table, or the empty state. */
export function ChartFrame(props: ChartFrameProps) {
  const { title, description, hideTitle, empty, emptyMessage, legend, children, table } = props;
  const titleId = useId();
  const descriptionId = useId();
  return (
    <figure className="adl-chart" aria-labelledby={titleId}>
      <figcaption className="adl-chart__caption">
        <span id={titleId} className={hideTitle ? 'adl-visually-hidden' : 'adl-chart__title'}>
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className="adl-chart__description">
            {description}
          </span>
        ) : null}
      </figcaption>
      {empty ? (
        <p className="adl-chart__empty">{emptyMessage}</p>
      ) : (
        <>
          {legend}
          {children({ titleId, descriptionId: description ? descriptionId : undefined })}
          {table}
        </>
      )}
    </figure>
  );
}
