export interface ChartTooltipLine {
  name: string;
  value: string;
  color?: string;
}

export interface ChartTooltipContent {
  heading: string;
  lines: ChartTooltipLine[];
}

/** The tooltip's text as one sentence, for the live region: "Mar 05 2026: New ads 12, Active ads 40". */
export function tooltipText({ heading, lines }: ChartTooltipContent): string {
  return `${heading}: ${lines.map((line) => (line.name ? `${line.name} ${line.value}` : line.value)).join(', ')}`;
}

interface ChartTooltipProps {
  content: ChartTooltipContent;
  /** Anchor in the plot, in pixels from its top-left corner. */
  left: number;
  top: number;
  /** The anchor's lower edge, used when the tooltip goes below it; `top` by default. */
  bottom?: number;
  /** The plot width, to keep the tooltip inside it. */
  plotWidth: number;
}

const HALF_WIDTH_ESTIMATE = 80;
/** Above an anchor closer than this to the plot's top, the tooltip would cover the caption: it goes below. */
const ROOM_ABOVE = 72;

export function ChartTooltip({ content, left, top, bottom = top, plotWidth }: ChartTooltipProps) {
  const below = top < ROOM_ABOVE;
  const x = Math.min(
    Math.max(left, HALF_WIDTH_ESTIMATE),
    Math.max(plotWidth - HALF_WIDTH_ESTIMATE, 0),
  );
  return (
    <div
      role="tooltip"
      className={below ? 'adl-chart__tooltip adl-chart__tooltip--below' : 'adl-chart__tooltip'}
      style={{ left: x, top: below ? bottom : top }}
    >
      <p className="adl-chart__tooltip-heading">{content.heading}</p>
      <ul className="adl-chart__tooltip-lines">
        {content.lines.map((line) => (
          <li key={line.name}>
            {line.color ? (
              <span className="adl-chart__swatch" style={{ background: line.color }} />
            ) : null}
            {line.name ? <span>{line.name} </span> : null}
            <strong>{line.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
