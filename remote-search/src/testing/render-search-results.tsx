import type { FakeHandler } from '@adlens/shared-contracts/testing';
import * as SearchPage from '../pages/search-page';
import { adPage, searchFilterSet } from './ad-fixtures';
import { renderSearchPage } from './render-search-page';

/** The tiktok search page with ads 1 and 2; `toggle` answers their quick-bookmark calls. */
export function renderSearchResults(toggle: FakeHandler) {
  return renderSearchPage(
    '/tiktok/search',
    { SearchPage },
    {
      handlers: {
        'GET /v1/filters/{platform}/search': () => searchFilterSet(),
        'POST /v1/{platform}/ads/search': () => adPage([1, 2]),
        'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
        'POST /v1/{platform}/ads/bookmark/{id}': toggle,
      },
    },
  );
}
