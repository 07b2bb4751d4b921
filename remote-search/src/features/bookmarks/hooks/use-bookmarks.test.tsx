import { ApiError, type CollectionsData } from '@adlens/shared-contracts';
import { type FakeHandler, createFakeHostServices } from '@adlens/shared-contracts/testing';
import { HostServicesProvider } from '@adlens/shared-contracts/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { adCard } from '../../../testing/ad-fixtures';
import { useBookmarks } from './use-bookmarks';

function collections(): CollectionsData {
  return {
    collections: [],
    ads: {
      items: [{ ...adCard(3), bookmarked: true, collection_ids: [1, 2] }],
      total: 1,
      page: 1,
      per_page: 60,
      total_pages: 1,
    },
  };
}

function renderBookmarks(save: FakeHandler) {
  const services = createFakeHostServices({
    handlers: {
      'GET /v1/bookmark/collections/platform/{platform}': () => collections(),
      'POST /v1/bookmark/platform/{platform}/ads/{id}': save,
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostServicesProvider value={services}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </HostServicesProvider>
  );
  const view = renderHook(() => useBookmarks('tiktok', { page: 1 }), { wrapper });
  return { ...view, services };
}

describe('useBookmarks tag events', () => {
  it('tracks an ad taken out of one collection, still bookmarked in the other', async () => {
    const { result, services } = renderBookmarks(() => ({
      ad_id: 3,
      bookmarked: true,
      collection_ids: [1],
    }));
    await waitFor(() => expect(result.current.data.isSuccess).toBe(true));
    let removed = false;
    await act(async () => {
      removed = await result.current.removeAd({ adId: 3, collectionIds: [1, 2], collectionId: 2 });
    });
    expect(removed).toBe(true);
    expect(services.tracked).toEqual([
      {
        event: 'bookmark',
        data: { platform: 'tiktok', ad_id: 3, bookmarked: true, collections: 1 },
      },
    ]);
  });

  it('tracks an ad taken out of every collection as no longer bookmarked', async () => {
    const { result, services } = renderBookmarks(() => ({
      ad_id: 3,
      bookmarked: false,
      collection_ids: [],
    }));
    await waitFor(() => expect(result.current.data.isSuccess).toBe(true));
    await act(() => result.current.removeAd({ adId: 3, collectionIds: [1, 2] }));
    expect(services.tracked).toEqual([
      {
        event: 'bookmark',
        data: { platform: 'tiktok', ad_id: 3, bookmarked: false, collections: 0 },
      },
    ]);
  });

  it('tracks nothing when the removal fails', async () => {
    const { result, services } = renderBookmarks(() => {
      throw new ApiError({ message: 'Server down', type: 'error' }, 500);
    });
    await waitFor(() => expect(result.current.data.isSuccess).toBe(true));
    let removed = true;
    await act(async () => {
      removed = await result.current.removeAd({ adId: 3, collectionIds: [1, 2] });
    });
    expect(removed).toBe(false);
    expect(services.tracked).toEqual([]);
  });
});
