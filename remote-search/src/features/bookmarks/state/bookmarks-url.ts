import { parseId } from '@adlens/shared-contracts';
import type { BookmarksQuery } from '../api/bookmarks-api';

/** The collection and keyword of the bookmarks page's URL; anything invalid is left out. */
export function bookmarksQueryOf(params: URLSearchParams): BookmarksQuery {
  return {
    collectionId: parseId(params.get('collection') ?? undefined) ?? undefined,
    keyword: params.get('keyword')?.trim().slice(0, 200) || undefined,
    page: 1,
  };
}

/** The URL's query for a collection (none: all bookmarks) and a keyword. */
export function bookmarksSearch(next: { collection?: number; keyword?: string }): URLSearchParams {
  const search = new URLSearchParams();
  if (next.collection !== undefined) search.set('collection', String(next.collection));
  if (next.keyword) search.set('keyword', next.keyword);
  return search;
}
