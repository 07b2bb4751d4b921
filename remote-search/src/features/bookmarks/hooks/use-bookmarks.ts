import { type CollectionsData, type Platform, errorMessage } from '@adlens/shared-contracts';
import { useAnalytics, useApi, useNotify } from '@adlens/shared-contracts/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookmarkEvent } from '../../../lib/bookmark-event';
import { useOptimisticMutation } from '../../../lib/use-optimistic-mutation';
import {
  type BookmarksQuery,
  collectionsQuery,
  createCollection,
  deleteCollection,
  renameCollection,
  setAdCollections,
} from '../api/bookmarks-api';
import { searchKeys } from '../../../lib/query-keys';

interface AdRemoval {
  adId: number;
  collectionIds: number[];
  /** The collection shown; unset: all bookmarks, so the ad leaves every collection. */
  collectionId?: number;
}

function withoutAd(current: CollectionsData, { adId, collectionIds, collectionId }: AdRemoval) {
  const leaves = (id: number) => collectionId === undefined || id === collectionId;
  return {
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
  };
}

const settled = (call: Promise<unknown>) =>
  call.then(
    () => true,
    () => false,
  );

/**
 * Collections and bookmarked ads of a platform, with optimistic changes: the screen changes at
 * once, and a failed call puts back exactly what was there and says why.
 */
export function useBookmarks(platform: Platform, query: BookmarksQuery) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const list = collectionsQuery(api, platform, query);
  // Another collection or keyword keeps the list on screen (marked busy) until its ads arrive,
  // instead of blanking the side list. The view remounts per platform, so none leaks across.
  const data = useQuery({ ...list, placeholderData: keepPreviousData });
  // Other collections and keywords cached earlier load again when shown.
  const staleAll = () =>
    void queryClient.invalidateQueries({
      queryKey: searchKeys.platformBookmarks(platform),
      refetchType: 'none',
    });
  const failed = (what: string) => (error: Error) =>
    notify.show({ type: 'error', message: `${what} ${errorMessage(error)}` });

  const create = useMutation({
    mutationFn: (name: string) => createCollection(api, platform, name),
    onSuccess: (created) => {
      queryClient.setQueryData(list.queryKey, (current) =>
        current ? { ...current, collections: [...current.collections, created] } : current,
      );
      staleAll();
      notify.show({ type: 'success', message: `Collection “${created.name}” created.` });
    },
  });
  const rename = useOptimisticMutation({
    queryKey: list.queryKey,
    change: (current: CollectionsData, { id, name }: { id: number; name: string }) => ({
      ...current,
      collections: current.collections.map((item) => (item.id === id ? { ...item, name } : item)),
    }),
    mutationFn: ({ id, name }) => renameCollection(api, id, name),
    onError: failed('The collection was not renamed.'),
    onSuccess: staleAll,
  });
  const remove = useOptimisticMutation({
    queryKey: list.queryKey,
    change: (current: CollectionsData, id: number) => ({
      ...current,
      collections: current.collections.filter((item) => item.id !== id),
    }),
    mutationFn: (id) => deleteCollection(api, id),
    onError: failed('The collection was not deleted.'),
    onSuccess: staleAll,
  });
  const removeAd = useOptimisticMutation({
    queryKey: list.queryKey,
    change: withoutAd,
    mutationFn: ({ adId, collectionIds, collectionId }: AdRemoval) =>
      setAdCollections(
        api,
        platform,
        adId,
        collectionId === undefined ? [] : collectionIds.filter((id) => id !== collectionId),
      ),
    onError: failed('The ad was not removed.'),
    onSuccess: (answer, { adId }) => {
      analytics.track('bookmark', bookmarkEvent(platform, adId, answer));
      staleAll();
    },
  });

  return {
    data,
    create: async (name: string) => {
      await create.mutateAsync(name);
    },
    rename: (id: number, name: string) => settled(rename.mutateAsync({ id, name })),
    remove: (id: number) => settled(remove.mutateAsync(id)),
    /** Takes the ad out of one collection, or out of all of them when `collectionId` is unset. */
    removeAd: (removal: AdRemoval) => settled(removeAd.mutateAsync(removal)),
  };
}
