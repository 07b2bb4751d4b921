import { ApiError, type LandingVersion } from '@adlens/shared-contracts';
import type { OwnerLandingHistory } from '@adlens/shared-contracts/features';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as OwnerPage from '../../../pages/owner-page';
import { adPage, ownerDetail, searchFilterSet } from '../../../testing/ad-fixtures';
import { renderSearchPage } from '../../../testing/render-search-page';

const HISTORY = 'GET /v1/{platform}/owners/{id}/landing-history';

// The owner page loads the section lazily after its first paint (decision 0074); its first
// import in a test file compiles the features entry, which would count against the first test.
beforeAll(async () => {
  await import('./owner-landing-pages-section');
});

function version(id: number, url: string, seen_on: string, change: Partial<LandingVersion>) {
  return {
    id,
    url,
    seen_on,
    first: false,
    material: false,
    summary: 'wording changed (+2 / -2 words)',
    words_added: 2,
    words_removed: 2,
    outline: ['Glow Serum'],
    facts: {
      price_cents: 3900,
      discount_percent: null,
      free_shipping: true,
      trial_days: null,
      guarantee_days: null,
    },
    ...change,
  };
}

const SALE = 'https://shop.example/sale?utm_source=ad';
const TRIAL = 'https://shop.example/trial';

const found: OwnerLandingHistory = {
  owner_id: 7,
  pages: [
    {
      url: SALE,
      versions: [
        version(9, SALE, '2026-11-27', { material: true, summary: 'price $49 -> $39' }),
        version(8, SALE, '2026-11-26', {}),
        version(5, SALE, '2026-11-20', { first: true, summary: 'first seen' }),
      ],
      ad_ids: [41, 40],
      ad_count: 3,
    },
    {
      url: TRIAL,
      versions: [version(6, TRIAL, '2026-11-21', { first: true, summary: 'first seen' })],
      ad_ids: [12],
      ad_count: 1,
    },
  ],
  more_pages: 0,
  unopened_pages: 2,
};

function renderOwner(history: () => unknown) {
  return renderSearchPage(
    '/tiktok/owner/7',
    { OwnerPage },
    {
      handlers: {
        'GET /v1/{platform}/owner/{id}': () => ownerDetail(7),
        'GET /v1/filters/{platform}/owner': () => searchFilterSet(),
        'POST /v1/{platform}/ads/owner/{id}': () => adPage([4, 5]),
        [HISTORY]: history,
      },
    },
  );
}

test('each page is a timeline under its own heading, naming the opened ads that lead there', async () => {
  const page = renderOwner(() => found);
  const section = await screen.findByRole('region', { name: 'Landing pages' });
  const list = await within(section).findByRole('list', {
    name: 'Landing pages, most recently changed first',
  });
  const pages = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  expect(pages).toHaveLength(2);
  const [sale, trial] = pages as [HTMLElement, HTMLElement];

  expect(within(sale).getByRole('heading', { level: 3, name: 'shop.example/sale' })).toBeVisible();
  const ads = within(sale).getByRole('list', { name: 'Ads leading to shop.example/sale' });
  expect(within(ads).getByRole('link', { name: 'Ad 41' })).toHaveAttribute(
    'href',
    '/tiktok/ads/41',
  );
  expect(within(ads).getByRole('link', { name: 'Ad 40' })).toHaveAttribute(
    'href',
    '/tiktok/ads/40',
  );
  expect(ads).toHaveTextContent('1 more ad');

  const timeline = within(sale).getByRole('list', {
    name: 'Versions of shop.example/sale, newest first',
  });
  const [latest] = within(timeline).getAllByRole('listitem');
  expect(latest).toHaveTextContent('Nov 27 2026Offer changedprice $49 -> $39');
  expect(within(latest as HTMLElement).getByText('Nov 27 2026')).toHaveAttribute(
    'datetime',
    '2026-11-27',
  );
  // The shared timeline folds the cosmetic edit behind its disclosure, as on the ad detail.
  expect(within(sale).getByRole('button', { name: '1 cosmetic change hidden' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  expect(within(trial).getByRole('link', { name: 'Ad 12' })).toHaveAttribute(
    'href',
    '/tiktok/ads/12',
  );
  expect(section).toHaveTextContent('2 more pages behind ads you have not opened.');
  expect(page.services.calls.find((call) => call.endpoint === HISTORY)?.path).toBe(
    '/v1/tiktok/owners/7/landing-history',
  );
});

test('with no opened ad leading to a page, it says how many pages the unopened ads hide', async () => {
  renderOwner(() => ({ owner_id: 7, pages: [], more_pages: 0, unopened_pages: 1 }));
  const section = await screen.findByRole('region', { name: 'Landing pages' });
  expect(
    await within(section).findByText('Open one of this advertiser’s ads to see its landing pages'),
  ).toBeVisible();
  expect(section).toHaveTextContent('1 page behind ads you have not opened.');
});

test('an advertiser without any recorded page says so', async () => {
  renderOwner(() => ({ owner_id: 7, pages: [], more_pages: 0, unopened_pages: 0 }));
  const section = await screen.findByRole('region', { name: 'Landing pages' });
  expect(
    await within(section).findByText('No landing page versions recorded for this advertiser yet'),
  ).toBeVisible();
});

test('a skeleton while loading, then a failed load says so and Retry asks again from the keyboard', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderOwner(() => {
    calls += 1;
    if (calls === 1)
      throw new ApiError({ message: 'Landing pages did not load', type: 'error' }, 500);
    return found;
  });
  const section = await screen.findByRole('region', { name: 'Landing pages' });
  expect(within(section).getByRole('status', { name: 'Loading landing pages' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(await within(section).findByText('Landing pages unavailable')).toBeVisible();
  within(section).getByRole('button', { name: /retry/i }).focus();
  await user.keyboard('{Enter}');
  expect(
    await within(section).findByRole('list', {
      name: 'Landing pages, most recently changed first',
    }),
  ).toBeVisible();
  expect(calls).toBe(2);
});
