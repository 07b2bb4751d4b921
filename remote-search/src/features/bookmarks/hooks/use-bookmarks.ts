import { type CollectionsData, type Platform, useApi, useNotify } from '@adlens/shared-contracts';
import { errorMessage } from '../../../lib/error-message';
import { useAsync } from '../../../lib/use-async';
import {
  createCollection,
  deleteCollection,
  listCollections,
  renameCollection,
  setAdCollections,
} from '../api/bookmarks-api';

export interface BookmarksQuery {
  collectionId?: number;
  keyword?: string;
  page: number;
}

const PER_PAGE = 60;

/**
 * Collections and bookmarked ads of a platform, with optimistic changes: the screen changes at
 * once, and a failed call puts back exactly what was there and says why.
 */
export function useBookmarks(platform: Platform, query: BookmarksQuery) {
  const api = useApi();
  const notify = useNotify();
  const data = useAsync<CollectionsData>(JSON.stringify([platform, query]), (signal) =>
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
  );

  async function optimistic(
    change: (current: CollectionsData) => CollectionsData,
    call: () => Promise<unknown>,
    failure: string,
  ) {
    const before = data.state.status === 'success' ? data.state.data : null;
    data.setData(change);
    try {
      await call();
      return true;
    } catch (error) {
      if (before) data.setData(() => before);
      notify.show({ type: 'error', message: `${failure} ${errorMessage(error)}` });
      return false;
    }
  }

  return {
    data,
    async create(name: string) {
      const created = await createCollection(api, platform, name);
      data.setData((current) => ({ ...current, collections: [...current.collections, created] }));
      notify.show({ type: 'success', message: `Collection “${created.name}” created.` });
    },
    rename(id: number, name: string) {
      return optimistic(
        (current) => ({
          ...current,
          collections: current.collections.map((item) =>
            item.id === id ? { ...item, name } : item,
          ),
        }),
        () => renameCollection(api, id, name),
        'The collection was not renamed.',
      );
    },
    remove(id: number) {
      return optimistic(
        (current) => ({
          ...current,
          collections: current.collections.filter((item) => item.id !== id),
        }),
        () => deleteCollection(api, id),
        'The collection was not deleted.',
      );
    },
    /** Takes the ad out of one collection, or out of all of them when `collectionId` is unset. */
    removeAd(adId: number, collectionIds: number[], collectionId?: number) {
      const next =
        collectionId === undefined ? [] : collectionIds.filter((id) => id !== collectionId);
      const leaves = (id: number) => collectionId === undefined || id === collectionId;
      return optimistic(
        (current) => ({
          collections: current.collections.map((item) =>
            collectionIds.includes(item.id) && leaves(item.id)
              ? { ...item, ad_count: Math.max(0, item.ad_count - 1) }
              : item,
          ),
          ads: {
            ...current.ads,
            total: Math.max(0, current.ads.total - 1),
            items: current.ads.items.filter((ad) => ad.id !== adId),
          },
        }),
        () => setAdCollections(api, platform, adId, next),
        'The ad was not removed.',
      );
    },
  };
}
