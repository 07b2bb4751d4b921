import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/harness';
import pageList from '../../pages.json';
import { importPage } from './import-page';
import { adDetail, adPage, ownerDetail, searchFilterSet, sharedAd } from '../testing/ad-fixtures';

const ids = Array.from({ length: 40 }, (_, index) => index + 1);

renderHarness({
  remote: 'remote_search',
  pageList,
  importPage,
  services: createFakeHostServices({
    handlers: {
      'GET /v1/filters/{platform}/search': () => searchFilterSet(),
      'GET /v1/filters/{platform}/owner': () => searchFilterSet(),
      'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
      'POST /v1/{platform}/ads/search': () => adPage(ids, 400),
      'GET /v1/{platform}/owner/{id}': () => ownerDetail(7),
      'POST /v1/{platform}/ads/owner/{id}': () => adPage(ids.slice(0, 6)),
      'GET /v1/{platform}/owners/{id}/landing-history': () => ({
        owner_id: 7,
        pages: [],
        more_pages: 0,
        unopened_pages: 0,
      }),
      'GET /v1/{platform}/ads/{id}': () => ({
        ad: adDetail(1),
        credits: { charged: 1, remaining: 89 },
      }),
      'GET /v1/{platform}/ads/{id}/engagements': () => ({ keys: ['likes'], points: [] }),
      'GET /v1/platform/url-chain/{id}': () => ({ ad_id: 1, steps: [] }),
      'GET /v1/{platform}/ads/{id}/landing-history': () => ({ ad_id: 1, versions: [] }),
      'GET /v1/{platform}/shared/ads/{token}': () => ({ ad: sharedAd(1) }),
      'GET /v1/{platform}/shared/ads/{token}/engagements': () => ({ keys: ['likes'], points: [] }),
      'GET /v1/bookmark/collections/platform/{platform}': () => ({
        collections: [],
        ads: { items: [], total: 0, page: 1, per_page: 60, total_pages: 0 },
      }),
    },
  }),
});
