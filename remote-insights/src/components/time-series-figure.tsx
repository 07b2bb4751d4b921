import { useId } from 'react';
import { formatDate } from '@adlens/shared-ui';
import type { NamedSeries } from '../lib/chart-data';

export interface TimeSeriesFigureProps {
  title: string;
  series: readonly NamedSeries[];
}

// CHARTS: draw with `TimeSeriesChart` from @adlens/shared-ui/charts once it lands on main; until
// then the figure shows its text alternative (a table of the values per day).
export function TimeSeriesFigure({ title, series }: TimeSeriesFigureProps) {
  const captionId = useId();
  const dates = series[0]?.points.map((point) => point.date) ?? [];
  return (
    <figure className="insights-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="insights-figure__title">
        {title}
      </figcaption>
      <div className="insights-figure__scroll">
        <table className="insights-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, index) => (
              <tr key={date}>
                <th scope="row">{formatDate(date)}</th>
                {series.map((line) => (
                  <td key={line.name}>{line.points[index]?.value ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
