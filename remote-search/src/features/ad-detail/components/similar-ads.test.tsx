import { ApiError, PLATFORM_LABELS } from '@adlens/shared-contracts';
import { type SimilarAds } from '@adlens/shared-contracts/features';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adCard } from '../../../testing/ad-fixtures';
import { renderOpenedDetail } from '../../../testing/render-opened-detail';

const SIMILAR = 'GET /v1/{platform}/ads/{id}/similar';

// The page loads the section lazily after its first paint (decision 0074); its first import in a
// test file compiles the features entry, which would count against the first test's time.
beforeAll(async () => {
  await import('./similar-ads-section');
});

const copier = { id: 31, name: 'Copy Cat Goods', avatar_url: '', verified: false, followers: 40 };

const found: SimilarAds = {
  items: [
    {
      ad: adCard(41, 'meta', { title: 'Spring sale, same shoes', owner: copier }),
      score: 0.91,
      image_distance: 4,
      headline_overlap: 0.82,
      copy_overlap: 0.95,
      same_domain: true,
      reason: 'image fingerprint distance 4; headline overlap 0.82; same landing domain',
    },
    {
      ad: adCard(42, 'pinterest', { title: 'Run lighter this spring' }),
      score: 0.64,
      image_distance: 9,
      headline_overlap: 0.51,
      copy_overlap: 0.7,
      same_domain: false,
      reason: 'image fingerprint distance 9; headline overlap 0.51; copy overlap 0.70',
    },
  ],
  first_run: {
    ad_id: 41,
    platform: 'meta',
    owner: copier,
    first_seen: '2025-12-20',
  },
};

function renderDetailWith(similar: () => unknown) {
  return renderOpenedDetail({ [SIMILAR]: similar });
}

test('look-alikes are listed most alike first, each linking to its detail with its reason', async () => {
  const page = renderDetailWith(() => found);
  const panel = await screen.findByRole('region', { name: 'More like this' });
  const list = await within(panel).findByRole('list', { name: 'Look-alikes, most alike first' });
  const items = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  expect(items).toHaveLength(2);
  const [first, second] = items as [HTMLElement, HTMLElement];
  expect(within(first).getByRole('heading', { name: 'Spring sale, same shoes' })).toBeVisible();
  expect(within(first).getByRole('link', { name: 'Spring sale, same shoes' })).toHaveAttribute(
    'href',
    '/meta/ads/41',
  );
  expect(within(first).getByRole('link', { name: 'Copy Cat Goods' })).toBeVisible();
  expect(within(first).getByText(PLATFORM_LABELS.meta)).toBeVisible();
  expect(within(first).getByRole('img', { name: /Creative of Spring sale/ })).toBeVisible();
  expect(first).toHaveTextContent(
    'Why: image fingerprint distance 4; headline overlap 0.82; same landing domain',
  );
  expect(within(second).getByText(PLATFORM_LABELS.pinterest)).toBeVisible();
  expect(second).toHaveTextContent('copy overlap 0.70');

  const firstRun = within(panel)
    .getByText(/Who ran it first/)
    .closest('p');
  expect(
    within(firstRun as HTMLElement).getByRole('link', {
      name: `Copy Cat Goods on ${PLATFORM_LABELS.meta}`,
    }),
  ).toHaveAttribute('href', '/meta/ads/41');
  expect(page.services.calls.find((call) => call.endpoint === SIMILAR)?.path).toBe(
    '/v1/youtube/ads/5/similar',
  );
});

test('no "who ran it first" when one advertiser runs them all, and an empty answer says so', async () => {
  renderDetailWith(() => ({ items: [], first_run: null }));
  const panel = await screen.findByRole('region', { name: 'More like this' });
  expect(await within(panel).findByText('No look-alikes found')).toBeVisible();
  expect(within(panel).queryByText(/Who ran it first/)).not.toBeInTheDocument();
});

test('a skeleton while loading, then a failed load says so and Retry asks again from the keyboard', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderDetailWith(() => {
    calls += 1;
    if (calls === 1)
      throw new ApiError({ message: 'Look-alikes did not load', type: 'error' }, 500);
    return found;
  });
  const panel = await screen.findByRole('region', { name: 'More like this' });
  expect(within(panel).getByRole('status', { name: 'Loading look-alikes' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(await within(panel).findByText('Look-alikes unavailable')).toBeVisible();
  within(panel).getByRole('button', { name: /retry/i }).focus();
  await user.keyboard('{Enter}');
  expect(
    await within(panel).findByRole('list', { name: 'Look-alikes, most alike first' }),
  ).toBeVisible();
  expect(calls).toBe(2);
});
