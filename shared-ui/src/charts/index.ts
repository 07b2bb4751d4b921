// The charts entry, `@adlens/shared-ui/charts`: only pages that draw charts import it, so the host and
// other pages never download the chart code. Never re-export it from the main index.
export { BarChart, barChartHeight } from './bar-chart';

export { TIME_SERIES_DEFAULT_HEIGHT, TimeSeriesChart } from './time-series-chart';

export { seriesFromRows } from './time-series-data';
export type { TimeSeries } from './time-series-data';
export { DEFAULT_CHART_WIDTH } from './use-measured-width';
export { formatCompactValue, formatDay, formatFullValue } from './chart-format';
