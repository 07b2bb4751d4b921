import type { FakeHostServicesOptions } from '@adlens/shared-contracts/testing';
import type { RenderedPage } from '@adlens/shared-contracts/testing/react';
import * as AdDetailPage from '../pages/ad-detail-page';
import { adCard, adDetail } from './ad-fixtures';
import { renderSearchPage } from './render-search-page';

/**
 * The detail page of YouTube ad 5, already paid for, with its own calls answered (preview, detail,
 * URL chain, engagements) and `handlers` for the section a test is about (tags, look-alikes...).
 */
export function renderOpenedDetail(handlers: FakeHostServicesOptions['handlers']): RenderedPage {
  return renderSearchPage(
    '/youtube/ads/5',
    { AdDetailPage },
    {
      user: { subscription: { plan: 'Pro', renews_at: null, credits: 100, used_credits: 10 } },
      handlers: {
        'GET /v1/{platform}/ads/{id}/preview': () => ({ ad: adCard(5), paid: true, cost: 0 }),
        'GET /v1/{platform}/ads/{id}': () => ({
          ad: adDetail(5),
          credits: { charged: 0, remaining: 90 },
        }),
        'GET /v1/platform/url-chain/{id}': () => ({ ad_id: 5, steps: [] }),
        'GET /v1/{platform}/ads/{id}/engagements': () => ({ keys: [], points: [] }),
        ...handlers,
      },
    },
  );
}
