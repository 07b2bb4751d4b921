import { formatDate } from '@adlens/shared-ui';
import type { NamedSeries } from '../state/performance-series';

export interface PerformanceChartProps {
  title: string;
  series: readonly NamedSeries[];
  formatValue?: (value: number) => string;
}

// TODO(charts): render `TimeSeriesChart` from @adlens/shared-ui/charts with these same props once it
// lands; until then the days show as the table that is the chart's text alternative.
/** One chart of the performance panel. */
export function PerformanceChart({ title, series, formatValue = String }: PerformanceChartProps) {
  const days = series[0]?.points.map((point) => point.date) ?? [];
  return (
    <figure className="performance-chart">
      <figcaption>{title}</figcaption>
      <details>
        <summary>Show the figures per day</summary>
        <table className="referral-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatDate(day)}</th>
                {series.map((line) => (
                  <td key={line.name}>{formatValue(line.points[index]?.value ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
