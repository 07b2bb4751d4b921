/** `?page=3` as a page number; anything else is the first page. */
export function readPage(params: URLSearchParams, key = 'page'): number {
  const value = params.get(key) ?? '';
  if (!/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
