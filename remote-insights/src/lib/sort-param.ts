import type { DataSort } from '@adlens/shared-ui';

/** `site.asc` / `ads.desc` in the URL. */
export function readSort(value: string | null, columns: readonly string[]): DataSort | null {
  const match = /^(\w+)\.(asc|desc)$/.exec(value ?? '');
  if (!match?.[1] || !columns.includes(match[1])) return null;
  return { column: match[1], direction: match[2] === 'asc' ? 'asc' : 'desc' };
}

export function writeSort(sort: DataSort): string {
  return `${sort.column}.${sort.direction}`;
}
