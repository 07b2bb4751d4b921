// Latency summaries of the API benchmark: nearest-rank percentiles, so every reported figure is a
// latency that one request really had.

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/** The nearest-rank percentile `p` (0 < p <= 100) of ascending `sorted`: the value at rank ceil(p% of n). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} is outside (0, 100]`);
  if (sorted.length === 0) throw new RangeError('no samples');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

/** How many times `base` the `value` is, as printed in the tables (`x2.4`); `-` without a base. */
export function ratio(value: number | undefined, base: number | undefined): string {
  if (value === undefined || base === undefined || !(base > 0)) return '-';
  return `x${(value / base).toFixed(value / base >= 10 ? 0 : 1)}`;
}

/** Milliseconds as printed: one decimal below 100 ms, whole above. */
export function ms(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  return value < 100 ? value.toFixed(1) : String(Math.round(value));
}
