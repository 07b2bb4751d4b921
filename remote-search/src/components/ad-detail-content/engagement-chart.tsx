import type { EngagementHistory } from '@adlens/shared-contracts';
import { formatCompactNumber, formatDate } from '@adlens/shared-ui';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 48 };
const COLORS = ['#1f6feb', '#d9480f', '#2b8a3e', '#862e9c', '#c92a2a', '#495057'];

interface EngagementChartProps {
  history: EngagementHistory;
  title: string;
}

function seriesOf(history: EngagementHistory): { name: string; values: number[] }[] {
  const keys = history.keys.length > 0 ? history.keys : [];
  return [
    { name: 'seen', values: history.points.map((point) => point.seen) },
    ...keys.map((key) => ({ name: key, values: history.points.map((p) => p.values[key] ?? 0) })),
  ];
}

/**
 * Cumulative counters over time as an SVG line chart. The table below it carries the same numbers
 * for screen readers, so the SVG itself is one labelled image.
 */
export function EngagementChart({ history, title }: EngagementChartProps) {
  const series = seriesOf(history);
  const count = history.points.length;
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const x = (index: number) =>
    PAD.left + (count <= 1 ? 0 : (index / (count - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (value: number) =>
    HEIGHT - PAD.bottom - (value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const first = history.points[0];
  const last = history.points[count - 1];

  return (
    <figure className="engagement-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize={11}>
          {formatCompactNumber(max)}
        </text>
        <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" fontSize={11}>
          0
        </text>
        {first && last ? (
          <>
            <text x={PAD.left} y={HEIGHT - 8} fontSize={11}>
              {formatDate(first.date)}
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize={11}>
              {formatDate(last.date)}
            </text>
          </>
        ) : null}
        {series.map((line, index) => (
          <polyline
            key={line.name}
            fill="none"
            stroke={COLORS[index % COLORS.length]}
            strokeWidth={2}
            points={line.values.map((value, i) => `${x(i)},${y(value)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="engagement-chart__legend">
          {series.map((line, index) => (
            <li key={line.name} style={{ color: COLORS[index % COLORS.length] }}>
              {line.name}
            </li>
          ))}
        </ul>
      </figcaption>
      <details>
        <summary>Data table</summary>
        <table>
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
            {history.points.map((point, index) => (
              <tr key={point.date}>
                <th scope="row">{formatDate(point.date)}</th>
                {series.map((line) => (
                  <td key={line.name}>{line.values[index]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
