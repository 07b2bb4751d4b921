// Axes drawn here rather than with @visx/axis: its text layout pulls in a CSS calc() evaluator
// that weighed more than the rest of the kit (decision 0012).

interface ValueAxisProps {
  ticks: number[];
  y: (value: number) => number;
  format: (value: number) => string;
}

/** Value labels left of the plot, one per grid line. */
export function ValueAxis({ ticks, y, format }: ValueAxisProps) {
  return (
    <g className="adl-chart__axis">
      {ticks.map((tick) => (
        <text key={tick} x={-8} y={y(tick)} dy="0.32em" textAnchor="end">
          {format(tick)}
        </text>
      ))}
    </g>
  );
}

interface DateAxisProps {
  ticks: { key: string; x: number; label: string }[];
  width: number;
  top: number;
}

/** The baseline under the plot with a tick and a label per chosen day. */
export function DateAxis({ ticks, width, top }: DateAxisProps) {
  return (
    <g className="adl-chart__axis" transform={`translate(0, ${top})`}>
      <line x1={0} x2={width} y1={0} y2={0} />
      {ticks.map((tick) => (
        <g key={tick.key} transform={`translate(${tick.x}, 0)`}>
          <line y1={0} y2={5} />
          <text y={18} textAnchor="middle">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}
