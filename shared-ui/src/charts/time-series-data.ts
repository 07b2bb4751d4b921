export interface TimeSeriesPoint {
  /** ISO day, `2026-03-05` (a longer ISO timestamp is cut to its day). */
  date: string;
  value: number;
}

export interface TimeSeries {
  /** Shown in the legend, the tooltip and the data table's column header. */
  name: string;
  points: readonly TimeSeriesPoint[];
}

/** One day across every series: `values[i]` belongs to `series[i]`, null where it has no point. */
export interface TimeSeriesRow {
  date: string;
  time: Date;
  values: (number | null)[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Local midnight of an ISO day, or null when the text is not one. */
export function parseIsoDay(text: string): Date | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return date.getDate() === day ? date : null;
}

/**
 * The series as rows by day, oldest first: the union of every series' days, so that series with gaps
 * still line up. Points with an invalid day or a non-finite value are dropped.
 */
export function toRows(series: readonly TimeSeries[]): TimeSeriesRow[] {
  const rows = new Map<string, TimeSeriesRow>();
  series.forEach((line, index) => {
    for (const point of line.points) {
      const time = parseIsoDay(point.date);
      if (!time || !Number.isFinite(point.value)) continue;
      const day = point.date.slice(0, 10);
      const row = rows.get(day) ?? { date: day, time, values: series.map(() => null) };
      row.values[index] = point.value;
      rows.set(day, row);
    }
  });
  return [...rows.values()].sort((a, b) => a.time.getTime() - b.time.getTime());
}

/** The value axis: always includes 0, and never collapses to a single value. */
export function valueDomain(rows: readonly TimeSeriesRow[]): [number, number] {
  const values = rows.flatMap((row) =>
    row.values.filter((value): value is number => value !== null),
  );
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return max === min ? [min, min + 1] : [min, max];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date axis; a single day is widened by a day on each side so that it sits in the middle. */
export function timeDomain(rows: readonly TimeSeriesRow[]): [Date, Date] {
  const first = rows[0]?.time ?? new Date(0);
  const last = rows[rows.length - 1]?.time ?? first;
  if (first.getTime() !== last.getTime()) return [first, last];
  return [new Date(first.getTime() - DAY_MS), new Date(first.getTime() + DAY_MS)];
}

/** The index of the row whose day is nearest to `time` (rows sorted oldest first), or -1 when none. */
export function nearestRowIndex(rows: readonly TimeSeriesRow[], time: number): number {
  let best = -1;
  let distance = Number.POSITIVE_INFINITY;
  rows.forEach((row, index) => {
    const current = Math.abs(row.time.getTime() - time);
    if (current < distance) {
      best = index;
      distance = current;
    }
  });
  return best;
}

/**
 * Which rows get a date-axis label: every n-th day from the first, at most `maxTicks` of them, so
 * that labels never crowd and never repeat a day.
 */
export function dateTickRows(rows: readonly TimeSeriesRow[], maxTicks: number): TimeSeriesRow[] {
  const step = Math.max(1, Math.ceil(rows.length / Math.max(1, maxTicks)));
  return rows.filter((_, index) => index % step === 0);
}

export interface SeriesField<Row> {
  name: string;
  /** The row's value for this series; undefined leaves a gap. */
  value: (row: Row) => number | undefined;
}

/**
 * Series from rows that carry several values per day, as the API sends them:
 * `seriesFromRows(analytics.series, [{ name: 'New ads', value: (row) => row.new_ads }, ...])`, or
 * `chart.keys.map((key) => ({ name: key, value: (point) => point.values[key] }))` for keyed points.
 */
export function seriesFromRows<Row extends { date: string }>(
  rows: readonly Row[],
  fields: readonly SeriesField<Row>[],
): TimeSeries[] {
  return fields.map((field) => ({
    name: field.name,
    points: rows.flatMap((row) => {
      const value = field.value(row);
      return value === undefined ? [] : [{ date: row.date, value }];
    }),
  }));
}

/**
 * Rows for a stacked chart: each series' value becomes the running total up to it (a missing value
 * counts as 0), so series `i` is drawn from `values[i - 1]` (or 0) up to `values[i]`.
 */
export function stackRows(rows: readonly TimeSeriesRow[]): TimeSeriesRow[] {
  return rows.map((row) => {
    let total = 0;
    return {
      ...row,
      values: row.values.map((value) => {
        total += value ?? 0;
        return total;
      }),
    };
  });
}
