import {
  type Platform,
  collectionsEndpoint,
  createCollectionEndpoint,
  deleteCollectionEndpoint,
  renameCollectionEndpoint,
  setAdCollectionsEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/** Pages scanned to find which collections hold one ad (the API has no direct lookup). */
const MEMBERSHIP_PAGES = 10;

/** Bookmarked ads shown per page. */
const PER_PAGE = 60;

/** Which bookmarks the page shows; lives in the URL. */
export interface BookmarksQuery {
  collectionId?: number;
  keyword?: string;
  page: number;
}

/** Collections of a platform and the bookmarked ads of one of them (or of all). */
export function collectionsQuery(api: ApiClient, platform: Platform, query: BookmarksQuery) {
  return queryOptions({
    queryKey: searchKeys.collections(platform, query),
    queryFn: ({ signal }) =>
      listCollections(
        api,
        platform,
        {
          collection_id: query.collectionId,
          keyword: query.keyword,
          page: query.page,
          per_page: PER_PAGE,
        },
        signal,
      ),
  });
}

/** The collections of a platform and which of them hold the ad. */
export function membershipQuery(api: ApiClient, platform: Platform, adId: number) {
  return queryOptions({
    queryKey: searchKeys.membership(platform, adId),
    queryFn: ({ signal }) => collectionsOfAd(api, platform, adId, signal),
  });
}

export function listCollections(
  api: ApiClient,
  platform: Platform,
  query: { collection_id?: number; keyword?: string; page?: number; per_page?: number },
  signal?: AbortSignal,
) {
  return api.call(
    collectionsEndpoint,
    { params: { platform }, query: { page: 1, per_page: 20, ...query } },
    { signal },
  );
}

export function createCollection(api: ApiClient, platform: Platform, name: string) {
  return api.call(createCollectionEndpoint, { params: { platform }, body: { name } });
}

export function renameCollection(api: ApiClient, id: number, name: string) {
  return api.call(renameCollectionEndpoint, { params: { id }, body: { name } });
}

export function deleteCollection(api: ApiClient, id: number) {
  return api.call(deleteCollectionEndpoint, { params: { id } });
}

export function setAdCollections(
  api: ApiClient,
  platform: Platform,
  adId: number,
  collectionIds: number[],
) {
  return api.call(setAdCollectionsEndpoint, {
    params: { platform, id: adId },
    body: { collection_ids: collectionIds },
  });
}

async function collectionsOfAd(
  api: ApiClient,
  platform: Platform,
  adId: number,
  signal: AbortSignal,
) {
  let page = 1;
  let data = await listCollections(api, platform, { page, per_page: 100 }, signal);
  const collections = data.collections;
  for (;;) {
    const found = data.ads.items.find((ad) => ad.id === adId);
    if (found) return { collections, memberOf: found.collection_ids };
    if (page >= data.ads.total_pages || page >= MEMBERSHIP_PAGES)
      return { collections, memberOf: [] };
    page += 1;
    data = await listCollections(api, platform, { page, per_page: 100 }, signal);
  }
}
