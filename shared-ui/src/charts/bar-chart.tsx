import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { BarDatum } from './bar-data';
import { barDomain, usableBars } from './bar-data';
import { ChartDataTable } from './chart-data-table';
import { formatFullValue } from './chart-format';
import { ChartFrame } from './chart-frame';
import { ChartPlot } from './chart-plot';
import { CHART_FILL, CHART_STROKE } from './chart-theme';
import { ChartTooltip, tooltipText } from './chart-tooltip';
import { useActiveIndex } from './use-active-index';
import { useMeasuredWidth } from './use-measured-width';

export interface BarChartProps {
  /** The accessible name, shown as the caption unless `hideTitle`. */
  title: string;
  /** What the chart shows, read after the name. */
  description?: string;
  /** Ranked categories, drawn top to bottom in the order given. */
  data: readonly BarDatum[];
  /** Fixed width in pixels; by default the chart fills its container (measured). */
  width?: number;
  /** Values at the bar ends, in the tooltip and in the data table; 1,234 by default. */
  formatValue?: (value: number) => string;
  /** Data-table column headers; 'Category' and 'Value' by default. */
  categoryLabel?: string;
  valueLabel?: string;
  /** Shown instead of the plot when there is no bar. */
  emptyMessage?: string;
  hideTitle?: boolean;
}

const MARGIN = { top: 4, right: 8, bottom: 4, left: 8 };
/** Each row holds its label above its bar, so long labels get the chart's full width. */
const ROW_HEIGHT = 44;
const LABEL_BASELINE = 16;
const BAR_TOP = 22;
const BAR_HEIGHT = 16;
/** Room right of the longest bar for its value. */
const VALUE_GUTTER = 64;
const LABEL_CHAR_WIDTH = 7.5;

/** The plot height for `count` bars, e.g. for a loading skeleton of the same size. */
export function barChartHeight(count: number): number {
  return MARGIN.top + MARGIN.bottom + count * ROW_HEIGHT;
}

function truncate(label: string, width: number): string {
  const max = Math.max(4, Math.floor(width / LABEL_CHAR_WIDTH));
  return label.length <= max ? label : `${label.slice(0, max - 1)}…`;
}

/** Ranked categories as horizontal bars, with values at the bar ends and keyboard tooltips. */
export function BarChart(props: BarChartProps) {
  const { title, description, hideTitle } = props;
  const formatValue = props.formatValue ?? formatFullValue;
  const bars = usableBars(props.data);
  const [measureRef, width] = useMeasuredWidth(props.width);
  const { active, focused, setActive, plotProps } = useActiveIndex({
    count: bars.length,
    axis: 'vertical',
    startAt: 'first',
  });

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const height = barChartHeight(bars.length);
  const xScale = scaleLinear({
    domain: barDomain(bars),
    range: [0, Math.max(0, innerWidth - VALUE_GUTTER)],
  });
  const zero = xScale(0);
  const activeBar = active === null ? undefined : bars[active];
  const tooltip = activeBar
    ? { heading: activeBar.label, lines: [{ name: '', value: formatValue(activeBar.value) }] }
    : null;

  return (
    <ChartFrame
      title={title}
      description={description}
      hideTitle={hideTitle}
      empty={bars.length === 0}
      emptyMessage={props.emptyMessage ?? 'Nothing to show yet.'}
      table={
        <ChartDataTable
          caption={title}
          columns={[props.categoryLabel ?? 'Category', props.valueLabel ?? 'Value']}
          rows={bars.map((bar, index) => ({
            key: `${index}-${bar.label}`,
            header: bar.label,
            cells: [formatValue(bar.value)],
          }))}
        />
      }
    >
      {({ titleId, descriptionId }) => (
        <ChartPlot
          titleId={titleId}
          descriptionId={descriptionId}
          hint={`${bars.length} bars. Up and down arrow keys move between bars; Home and End go to the first and last.`}
          announcement={focused && tooltip ? tooltipText(tooltip) : ''}
          measureRef={measureRef}
          height={height}
          onMouseLeave={() => {
            if (!focused) setActive(null);
          }}
          {...plotProps}
        >
          <svg width={width} height={height} aria-hidden="true" className="adl-chart__svg">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {bars.map((bar, index) => {
                const top = index * ROW_HEIGHT;
                const end = xScale(bar.value);
                const isActive = index === active;
                return (
                  <g
                    key={`${index}-${bar.label}`}
                    className={
                      isActive
                        ? 'adl-chart__bar-row adl-chart__bar-row--active'
                        : 'adl-chart__bar-row'
                    }
                    onMouseEnter={() => setActive(index)}
                  >
                    <rect
                      className="adl-chart__hit"
                      x={0}
                      y={top}
                      width={innerWidth}
                      height={ROW_HEIGHT}
                    />
                    <text className="adl-chart__bar-label" x={0} y={top + LABEL_BASELINE}>
                      {truncate(bar.label, innerWidth)}
                    </text>
                    <Bar
                      className="adl-chart__bar"
                      x={Math.min(zero, end)}
                      y={top + BAR_TOP}
                      width={Math.max(1, Math.abs(end - zero))}
                      height={BAR_HEIGHT}
                      style={{ fill: CHART_FILL, stroke: CHART_STROKE }}
                    />
                    <text
                      className="adl-chart__bar-value"
                      x={Math.max(zero, end) + 6}
                      y={top + BAR_TOP + BAR_HEIGHT - 3}
                    >
                      {formatValue(bar.value)}
                    </text>
                  </g>
                );
              })}
            </Group>
          </svg>
          {tooltip && activeBar && active !== null ? (
            <ChartTooltip
              content={tooltip}
              left={MARGIN.left + Math.max(zero, xScale(activeBar.value))}
              top={MARGIN.top + active * ROW_HEIGHT + BAR_TOP}
              bottom={MARGIN.top + active * ROW_HEIGHT + BAR_TOP + BAR_HEIGHT}
              plotWidth={width}
            />
          ) : null}
        </ChartPlot>
      )}
    </ChartFrame>
  );
}
