import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Area, AreaClosed, LinePath } from '@visx/shape';
import type { MouseEvent } from 'react';
import { DateAxis, ValueAxis } from './chart-axes';
import { ChartDataTable } from './chart-data-table';
import { formatCompactValue, formatDay, formatFullValue, formatTickDay } from './chart-format';
import { ChartFrame } from './chart-frame';
import { ChartPlot } from './chart-plot';
import { CHART_FILL, seriesColor, seriesDash } from './chart-theme';
import { ChartTooltip, tooltipText } from './chart-tooltip';
import type { ChartTooltipContent } from './chart-tooltip';
import type { TimeSeries, TimeSeriesRow } from './time-series-data';
import {
  dateTickRows,
  nearestRowIndex,
  stackRows,
  timeDomain,
  toRows,
  valueDomain,
} from './time-series-data';
import { useActiveIndex } from './use-active-index';
import { useMeasuredWidth } from './use-measured-width';

export interface TimeSeriesChartProps {
  /** The accessible name, shown as the caption unless `hideTitle`. */
  title: string;
  /** What the chart shows, read after the name. */
  description?: string;
  /** One or more named series of `{ date: 'YYYY-MM-DD', value }` points; days may differ between series. */
  series: readonly TimeSeries[];
  /**
   * 'line' (default), 'area' (filled under each line) or 'stacked' (areas on top of each other, for
   * parts of a whole such as a campaign's top publishers; values should not be negative).
   */
  variant?: 'line' | 'area' | 'stacked';
  /** Fixed width in pixels; by default the chart fills its container (measured). */
  width?: number;
  /** Plot height in pixels; 240 by default. */
  height?: number;
  /** Values in the tooltip and the data table; 1,234 by default. */
  formatValue?: (value: number) => string;
  /** Value-axis ticks; compact (1.2K) by default. */
  formatAxisValue?: (value: number) => string;
  /** Days in the tooltip and the data table (given the ISO day); 'Mar 05 2026' by default. */
  formatDate?: (isoDay: string) => string;
  /** Shown instead of the plot when no series has a point. */
  emptyMessage?: string;
  hideTitle?: boolean;
}

/** The plot height without a `height` prop, e.g. for a loading skeleton of the same size. */
export const TIME_SERIES_DEFAULT_HEIGHT = 240;

const MARGIN = { top: 16, right: 20, bottom: 32, left: 52 };
const PIXELS_PER_DATE_TICK = 80;
const VALUE_TICKS = 5;

function defaultFormatDate(isoDay: string, rows: readonly TimeSeriesRow[]): string {
  const row = rows.find((item) => item.date === isoDay);
  return row ? formatDay(row.time) : isoDay;
}

/** Values over days, as lines or areas, with a date axis, a value axis and keyboard tooltips. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { title, description, series, variant = 'line', hideTitle } = props;
  const height = props.height ?? TIME_SERIES_DEFAULT_HEIGHT;
  const formatValue = props.formatValue ?? formatFullValue;
  const formatAxisValue = props.formatAxisValue ?? formatCompactValue;
  const rows = toRows(series);
  const formatDate = (isoDay: string) =>
    props.formatDate ? props.formatDate(isoDay) : defaultFormatDate(isoDay, rows);
  const [measureRef, width] = useMeasuredWidth(props.width);
  const { active, focused, setActive, plotProps } = useActiveIndex({
    count: rows.length,
    axis: 'horizontal',
    startAt: 'last',
  });

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  // A linear scale over timestamps: the rows are days, so the date ticks are chosen from the rows,
  // and d3's time scale (with its time-format locale) would add weight for nothing.
  const [start, end] = timeDomain(rows);
  const xScale = scaleLinear({ domain: [start.getTime(), end.getTime()], range: [0, innerWidth] });
  // Where each series is drawn: its value, or in a stack the running total up to it.
  const plotted = variant === 'stacked' ? stackRows(rows) : rows;
  const yScale = scaleLinear({ domain: valueDomain(plotted), range: [innerHeight, 0], nice: true });
  const valueTicks = yScale.ticks(VALUE_TICKS);
  const dateTicks = dateTickRows(rows, Math.max(2, Math.floor(innerWidth / PIXELS_PER_DATE_TICK)));

  const activeRow = active === null ? undefined : rows[active];
  const tooltip: ChartTooltipContent | null = activeRow
    ? {
        heading: formatDate(activeRow.date),
        lines: series.map((line, index) => ({
          name: line.name,
          value: formatValueOrGap(activeRow.values[index], formatValue),
          color: series.length > 1 ? seriesColor(index) : undefined,
        })),
      }
    : null;
  const activePlotted = active === null ? undefined : plotted[active];
  const activeTop = activePlotted
    ? yScale(Math.max(...activePlotted.values.map((value) => value ?? Number.NEGATIVE_INFINITY)))
    : 0;

  function onMouseMove(event: MouseEvent<HTMLDivElement>) {
    const left = event.currentTarget.getBoundingClientRect().left;
    const time = xScale.invert(event.clientX - left - MARGIN.left);
    const index = nearestRowIndex(rows, time);
    if (index >= 0) setActive(index);
  }

  return (
    <ChartFrame
      title={title}
      description={description}
      hideTitle={hideTitle}
      empty={rows.length === 0}
      emptyMessage={props.emptyMessage ?? 'No data for this period.'}
      legend={series.length > 1 ? <Legend names={series.map((line) => line.name)} /> : null}
      table={
        <ChartDataTable
          caption={title}
          columns={['Date', ...series.map((line) => line.name)]}
          rows={rows.map((row) => ({
            key: row.date,
            header: formatDate(row.date),
            cells: row.values.map((value) => formatValueOrGap(value, formatValue)),
          }))}
        />
      }
    >
      {({ titleId, descriptionId }) => (
        <ChartPlot
          titleId={titleId}
          descriptionId={descriptionId}
          hint={`${rows.length} days. Left and right arrow keys move between days; Home and End go to the first and last.`}
          announcement={focused && tooltip ? tooltipText(tooltip) : ''}
          measureRef={measureRef}
          height={height}
          onMouseMove={onMouseMove}
          onMouseLeave={() => {
            if (!focused) setActive(null);
          }}
          {...plotProps}
        >
          <svg width={width} height={height} aria-hidden="true" className="adl-chart__svg">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {valueTicks.map((tick) => (
                <line
                  key={tick}
                  className="adl-chart__grid"
                  x1={0}
                  x2={innerWidth}
                  y1={yScale(tick)}
                  y2={yScale(tick)}
                />
              ))}
              {series.map((line, index) =>
                variant === 'area' ? (
                  <AreaClosed<TimeSeriesRow>
                    key={`area-${line.name}`}
                    data={rows}
                    defined={(row) => row.values[index] !== null}
                    x={(row) => xScale(row.time.getTime())}
                    y={(row) => yScale(row.values[index] ?? 0)}
                    yScale={yScale}
                    className="adl-chart__area"
                    style={{ fill: series.length > 1 ? seriesColor(index) : CHART_FILL }}
                  />
                ) : variant === 'stacked' ? (
                  <Area<TimeSeriesRow>
                    key={`area-${line.name}`}
                    data={plotted}
                    x={(row) => xScale(row.time.getTime())}
                    y0={(row) => yScale(row.values[index - 1] ?? 0)}
                    y1={(row) => yScale(row.values[index] ?? 0)}
                    className="adl-chart__area"
                    style={{ fill: series.length > 1 ? seriesColor(index) : CHART_FILL }}
                  />
                ) : null,
              )}
              {series.map((line, index) => (
                <LinePath<TimeSeriesRow>
                  key={`line-${line.name}`}
                  data={plotted}
                  defined={(row) => row.values[index] !== null}
                  x={(row) => xScale(row.time.getTime())}
                  y={(row) => yScale(row.values[index] ?? 0)}
                  className="adl-chart__line"
                  style={{ stroke: seriesColor(index), strokeDasharray: seriesDash(index) }}
                />
              ))}
              {activeRow ? (
                <g className="adl-chart__active">
                  <line
                    className="adl-chart__crosshair"
                    x1={xScale(activeRow.time.getTime())}
                    x2={xScale(activeRow.time.getTime())}
                    y1={0}
                    y2={innerHeight}
                  />
                  {(activePlotted ?? activeRow).values.map((value, index) =>
                    value === null ? null : (
                      <circle
                        key={series[index]?.name ?? index}
                        className="adl-chart__dot"
                        cx={xScale(activeRow.time.getTime())}
                        cy={yScale(value)}
                        r={4}
                        style={{ stroke: seriesColor(index) }}
                      />
                    ),
                  )}
                </g>
              ) : null}
              <ValueAxis ticks={valueTicks} y={yScale} format={formatAxisValue} />
              <DateAxis
                top={innerHeight}
                width={innerWidth}
                ticks={dateTicks.map((row) => ({
                  key: row.date,
                  x: xScale(row.time.getTime()),
                  label: formatTickDay(row.time),
                }))}
              />
            </Group>
          </svg>
          {tooltip && activeRow ? (
            <ChartTooltip
              content={tooltip}
              left={MARGIN.left + xScale(activeRow.time.getTime())}
              top={MARGIN.top + (Number.isFinite(activeTop) ? activeTop : 0)}
              plotWidth={width}
            />
          ) : null}
        </ChartPlot>
      )}
    </ChartFrame>
  );
}

function formatValueOrGap(value: number | null | undefined, format: (value: number) => string) {
  return value === null || value === undefined ? 'no data' : format(value);
}

function Legend({ names }: { names: string[] }) {
  return (
    <ul className="adl-chart__legend">
      {names.map((name, index) => (
        <li key={name}>
          <svg width={24} height={10} className="adl-chart__legend-key" aria-hidden="true">
            <line
              x1={0}
              x2={24}
              y1={5}
              y2={5}
              className="adl-chart__line"
              style={{ stroke: seriesColor(index), strokeDasharray: seriesDash(index) }}
            />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
