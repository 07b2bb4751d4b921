const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dayParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});
const tickDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

// Intl rather than the main entry's date-fns formatters: the charts entry is a separate shared module,
// and importing the main entry's files would put a second copy of them into the charts chunk.

/** Axis labels: 950, 1.2K, 3.4M. */
export function formatCompactValue(value: number): string {
  return compact.format(value);
}

/** Tooltips and the data table: 1,234,567 or 12.5. */
export function formatFullValue(value: number): string {
  return full.format(value);
}

/** The house date format 'MMM dd yyyy' (Mar 05 2026), as shared-ui's formatDate prints it. */
export function formatDay(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayParts.formatToParts(date).find((item) => item.type === type)?.value ?? '';
  return `${part('month')} ${part('day')} ${part('year')}`;
}

/** Date axis ticks: Mar 5. */
export function formatTickDay(date: Date): string {
  return tickDay.format(date);
}
