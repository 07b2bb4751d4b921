import type { DataSort } from '@adlens/shared-ui';

/** Rows ordered by a column's value; ties keep the server's order. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: DataSort | null,
  valueOf: (row: Row, column: string) => string | number | undefined,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((a, b) => {
      if (a.value === b.value || a.value === undefined || b.value === undefined) {
        return a.index - b.index;
      }
      return (a.value < b.value ? -1 : 1) * sign;
    })
    .map((entry) => entry.row);
}

/** `site.asc` / `ads.desc` in the URL. */
export function readSort(value: string | null, columns: readonly string[]): DataSort | null {
  const match = /^(\w+)\.(asc|desc)$/.exec(value ?? '');
  if (!match?.[1] || !columns.includes(match[1])) return null;
  return { column: match[1], direction: match[2] === 'asc' ? 'asc' : 'desc' };
}

export function writeSort(sort: DataSort): string {
  return `${sort.column}.${sort.direction}`;
}
