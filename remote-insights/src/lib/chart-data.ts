import type { CampaignChart, CountItem } from '@adlens/shared-contracts';

/** One line of a time-series chart, in the shape `TimeSeriesChart` draws. */
export interface NamedSeries {
  name: string;
  points: { date: string; value: number }[];
}

/** One bar of a bar chart, in the shape `BarChart` draws. */
export interface Bar {
  label: string;
  value: number;
}

interface DailyAds {
  date: string;
  new_ads: number;
  active_ads: number;
}

/** New and running ads per day as two named lines. */
export function newVsActiveSeries(days: readonly DailyAds[]): NamedSeries[] {
  return [
    { name: 'New ads', points: days.map((day) => ({ date: day.date, value: day.new_ads })) },
    { name: 'Active ads', points: days.map((day) => ({ date: day.date, value: day.active_ads })) },
  ];
}

/** Counted labels as bars, largest first, with an optional display name for each label. */
export function countBars(
  items: readonly CountItem[],
  labelOf: (label: string) => string = (label) => label,
): Bar[] {
  return [...items]
    .sort((a, b) => b.count - a.count)
    .map((item) => ({ label: labelOf(item.label), value: item.count }));
}

/**
 * A campaign chart (daily values per key) as one line per key. Days where a key has no value
 * count as zero, so that every line covers the same dates.
 */
export function campaignChartSeries(chart: CampaignChart): NamedSeries[] {
  return chart.keys.map((key) => ({
    name: key,
    points: chart.points.map((point) => ({ date: point.date, value: point.values[key] ?? 0 })),
  }));
}

/** True when a series has nothing to draw: no days, or only zeros. */
export function isFlat(series: readonly NamedSeries[]): boolean {
  return series.every((line) => line.points.every((point) => point.value === 0));
}

/** `part` as a percent of `whole`, one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((1000 * part) / whole) / 10;
}
