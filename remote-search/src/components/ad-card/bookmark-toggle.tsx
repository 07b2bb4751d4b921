import { type AdCard, type Platform, toggleAdBookmarkEndpoint } from '@adlens/shared-contracts';
import { useAnalytics, useApi } from '@adlens/shared-contracts/react';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { bookmarkEvent } from '../../lib/bookmark-event';
import { useOptimisticMutation } from '../../lib/use-optimistic-mutation';
import { searchKeys } from '../../lib/query-keys';

/** Every cached ad list (search and owner results) lives under this key. */

function hasCardPages(data: unknown): data is InfiniteData<{ items: AdCard[] }> {
  return typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages);
}

/** The lists with the ad's bookmark flag set; other cached data (suggestions) is left as is. */
export function withBookmark(data: unknown, adId: number, bookmarked: boolean): unknown {
  if (!hasCardPages(data)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((ad) => (ad.id === adId ? { ...ad, bookmarked } : ad)),
    })),
  };
}

interface Toggle {
  platform: Platform;
  id: number;
  bookmarked: boolean;
}

/**
 * The quick bookmark of a result card (`POST /v1/{platform}/ads/bookmark/{id}`, a toggle into the
 * default collection): the card flips at once and flips back if the call fails.
 */
export function BookmarkToggle({ ad, title }: { ad: AdCard; title: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const toggle = useOptimisticMutation({
    queryKey: searchKeys.adLists(),
    exact: false,
    change: (data: unknown, { id, bookmarked }: Toggle) => withBookmark(data, id, bookmarked),
    mutationFn: ({ platform, id }) =>
      api.call(toggleAdBookmarkEndpoint, { params: { platform, id } }),
    // No toast here: the host's response handler already shows the failure's message.
    // The bookmarks pages list what the default collection now holds.
    onSuccess: (answer, { platform, id }) => {
      analytics.track('bookmark', bookmarkEvent(platform, id, answer));
      void queryClient.invalidateQueries({ queryKey: searchKeys.bookmarks() });
    },
  });
  const label = ad.bookmarked ? `Remove ${title} from bookmarks` : `Bookmark ${title}`;
  return (
    <button
      type="button"
      className="ad-card__bookmark"
      aria-label={label}
      title={label}
      aria-pressed={ad.bookmarked}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate({ platform: ad.platform, id: ad.id, bookmarked: !ad.bookmarked })
      }
    >
      <span aria-hidden="true">{ad.bookmarked ? '★' : '☆'}</span>
    </button>
  );
}
