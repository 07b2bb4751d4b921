const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Short engagement counts: 950, 1.2K, 3.4M. */
export function formatCompactNumber(value: number): string {
  return compact.format(value);
}
