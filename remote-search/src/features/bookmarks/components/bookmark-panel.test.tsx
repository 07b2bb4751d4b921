import { ApiError, type Collection, type CollectionsData } from '@adlens/shared-contracts';
import { renderWithServices } from '@adlens/shared-contracts/testing/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { adCard } from '../../../testing/ad-fixtures';
import { BookmarkPanel } from './bookmark-panel';

function collection(id: number, name: string): Collection {
  return {
    id,
    platform: 'tiktok',
    name,
    is_default: id === 1,
    ad_count: 1,
    cover_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

function collections(): CollectionsData {
  return {
    collections: [collection(1, 'Saved'), collection(2, 'Winners')],
    ads: {
      items: [{ ...adCard(4), bookmarked: true, collection_ids: [1] }],
      total: 1,
      page: 1,
      per_page: 100,
      total_pages: 1,
    },
  };
}

function renderPanel(save: () => unknown) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderWithServices(<BookmarkPanel platform="tiktok" adId={4} />, {
    wrapper,
    fake: {
      handlers: {
        'GET /v1/bookmark/collections/platform/{platform}': () => collections(),
        'POST /v1/bookmark/platform/{platform}/ads/{id}': save,
      },
    },
  });
}

async function checkWinners() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Bookmark' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Winners' }));
}

describe('bookmark panel tag event', () => {
  it('tracks the bookmark with the collections holding the ad once saved', async () => {
    const { services } = renderPanel(() => ({
      ad_id: 4,
      bookmarked: true,
      collection_ids: [1, 2],
    }));
    await checkWinners();
    await waitFor(() =>
      expect(services.tracked).toEqual([
        {
          event: 'bookmark',
          data: { platform: 'tiktok', ad_id: 4, bookmarked: true, collections: 2 },
        },
      ]),
    );
  });

  it('tracks nothing when the change fails', async () => {
    const { services } = renderPanel(() => {
      throw new ApiError({ message: 'Server down', type: 'error' }, 500);
    });
    await checkWinners();
    await waitFor(() =>
      expect(services.notifications).toContainEqual(expect.objectContaining({ type: 'error' })),
    );
    expect(services.tracked).toEqual([]);
  });
});
