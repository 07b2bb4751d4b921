import { ApiError, type Follow, followStatusKey } from '@adlens/shared-contracts';
import { deferred, fakeFollow } from '@adlens/shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adCard } from '../testing/ad-fixtures';
import { renderSearchPage } from '../testing/render-search-page';
import * as FollowingPage from './following-page';

/** A followed owner with changes since the last visit. */
function follow(overrides: Partial<Follow> = {}): Follow {
  return fakeFollow({
    changes_since_seen: { new_ad: 4, stopped: 1, landing_changed: 2, new_country: 0 },
    changed_ad_ids: [11, 12],
    last_activity: '2026-11-20',
    ...overrides,
  });
}

const stale = follow({
  id: 2,
  target_id: 8,
  name: 'Quiet Shop',
  stale: true,
  changes_since_seen: { new_ad: 0, stopped: 0, landing_changed: 0, new_country: 0 },
  changed_ad_ids: [],
  last_activity: '2026-05-01',
  followers: 1,
});

function renderFollowing(url = '/following', handlers = {}) {
  return renderSearchPage(
    url,
    { FollowingPage },
    {
      handlers: {
        'GET /v1/follows': () => ({ items: [follow(), stale] }),
        'POST /v1/follows/seen': () => ({ seen: 2 }),
        ...handlers,
      },
    },
  );
}

test('lists each follow with what changed since the last visit, the stale mark and links', async () => {
  const { services } = renderFollowing();
  const list = await screen.findByRole('list', { name: 'Followed' });
  const studio = within(list).getByRole('listitem', { name: 'True Studio' });
  expect(within(studio).getByText('4 new ads, 1 stopped, landing page changed on 2')).toBeVisible();
  expect(within(studio).getByRole('link', { name: 'True Studio' })).toHaveAttribute(
    'href',
    '/tiktok/owner/7',
  );
  expect(within(studio).getByRole('link', { name: 'Ad 11' })).toHaveAttribute(
    'href',
    '/tiktok/ads/11',
  );
  const quiet = within(list).getByRole('listitem', { name: 'Quiet Shop' });
  expect(within(quiet).getByText('Stale: no ads for over 90 days')).toBeVisible();
  expect(within(quiet).getByText('No changes since your last visit')).toBeVisible();
  // The visit counts once the list has shown.
  await waitFor(() =>
    expect(services.calls.map((call) => call.endpoint)).toContain('POST /v1/follows/seen'),
  );
});

test('unfollowing removes the row at once and puts it back when the server refuses', async () => {
  const answer = deferred();
  const { services } = renderFollowing('/following', {
    'DELETE /v1/follows/{id}': () => answer.promise,
  });
  const list = await screen.findByRole('list', { name: 'Followed' });
  await userEvent.setup().click(within(list).getByRole('button', { name: 'Unfollow True Studio' }));
  expect(within(list).queryByRole('listitem', { name: 'True Studio' })).toBeNull();
  answer.reject(new ApiError({ message: 'You do not follow this', type: 'error' }, 404));
  expect(await within(list).findByRole('listitem', { name: 'True Studio' })).toBeVisible();
  expect(services.notifications).toEqual([
    expect.objectContaining({ type: 'error', message: 'You do not follow this' }),
  ]);
});

test("an unfollow here marks the followed thing's cached status stale for its own page", async () => {
  const { queryClient } = renderFollowing('/following', {
    'DELETE /v1/follows/{id}': () => ({ deleted: 1 }),
  });
  const key = followStatusKey({ kind: 'owner', platform: 'tiktok', id: 7 });
  queryClient.setQueryData(key, { follow: { id: 1 }, followers: 3 });
  const list = await screen.findByRole('list', { name: 'Followed' });
  await userEvent.setup().click(within(list).getByRole('button', { name: 'Unfollow True Studio' }));
  await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
});

test('the alert choice is sent per follow', async () => {
  const { services } = renderFollowing('/following', {
    'PATCH /v1/follows/{id}': () => follow({ delivery: 'daily_digest' }),
  });
  const list = await screen.findByRole('list', { name: 'Followed' });
  const studio = within(list).getByRole('listitem', { name: 'True Studio' });
  await userEvent
    .setup()
    .selectOptions(within(studio).getByRole('combobox', { name: 'Alerts' }), 'Daily digest');
  await waitFor(() =>
    expect(services.calls.find((call) => call.endpoint === 'PATCH /v1/follows/{id}')).toMatchObject(
      {
        path: '/v1/follows/1',
        input: { body: { delivery: 'daily_digest' } },
      },
    ),
  );
});

test("a notification's link shows exactly the ads it announced", async () => {
  renderFollowing('/following?announcement=5', {
    'GET /v1/follows/announcements/{id}': () => ({
      id: 5,
      title: 'True Studio',
      message: '2 new ads',
      created_at: '2026-11-24T09:00:00.000Z',
      items: [
        { ad: adCard(11), changes: ['new_ad'] },
        { ad: adCard(12), changes: ['new_ad'] },
      ],
    }),
  });
  const ads = await screen.findByRole('list', { name: 'Ads of: True Studio' });
  expect(within(ads).getAllByRole('article')).toHaveLength(2);
  expect(within(ads).getAllByText('New ad')).toHaveLength(2);
});

const evidenceRun = { run_id: 3, day: '2026-11-04', complete: true, pages_read: 2, cap_hit: false };

test('each announced ad shows why its change is believed, in the crawl evidence line', async () => {
  renderFollowing('/following?announcement=5', {
    'GET /v1/follows/announcements/{id}': () => ({
      id: 5,
      title: 'True Studio',
      message: '1 stopped, 1 back after a stop',
      created_at: '2026-11-24T09:00:00.000Z',
      items: [
        { ad: adCard(11), changes: ['stopped'] },
        { ad: adCard(12), changes: ['reactivated'] },
      ],
    }),
    'GET /v1/follows/announcements/{id}/evidence': () => ({
      items: [
        {
          ad_id: 12,
          kind: 'reactivated',
          day: '2026-11-04',
          line: 'seen again Nov 4 after it stopped Nov 3',
          runs: [evidenceRun],
        },
        {
          ad_id: 11,
          kind: 'stopped',
          day: '2026-11-04',
          line: 'not seen in 2 complete crawls since Nov 2',
          runs: [evidenceRun, { ...evidenceRun, run_id: 2, day: '2026-11-03' }],
        },
      ],
    }),
  });
  const stopLine = await screen.findByText('not seen in 2 complete crawls since Nov 2');
  const stopped = stopLine.closest('li');
  if (!stopped) throw new Error('the line is outside the announced ads');
  expect(within(stopped).getByText('Stopped')).toBeVisible();
  expect(within(stopped).getByText('Ad number 11')).toBeVisible();
  const back = screen.getByText('seen again Nov 4 after it stopped Nov 3').closest('li');
  if (!back) throw new Error('the line is outside the announced ads');
  expect(within(back).getByText('Back after a stop')).toBeVisible();
  expect(within(back).getByText('Ad number 12')).toBeVisible();
});

test("a follow's changed ads each say what changed and why, returns after a stop counted", async () => {
  renderFollowing('/following', {
    'GET /v1/follows': () => ({
      items: [
        follow({
          changes_since_seen: {
            new_ad: 0,
            stopped: 1,
            landing_changed: 0,
            new_country: 0,
            reactivated: 1,
          },
        }),
      ],
    }),
    'GET /v1/follows/{id}/evidence': () => ({
      items: [
        {
          ad_id: 12,
          kind: 'reactivated',
          day: '2026-11-04',
          line: 'seen again Nov 4 after it stopped Nov 3',
          runs: [evidenceRun],
        },
        {
          ad_id: 11,
          kind: 'stopped',
          day: '2026-11-03',
          line: 'not seen in 2 complete crawls since Nov 2',
          runs: [evidenceRun],
        },
      ],
    }),
  });
  const studio = await screen.findByRole('listitem', { name: 'True Studio' });
  expect(within(studio).getByText('1 stopped, 1 back after a stop')).toBeVisible();
  const changed = within(studio).getByRole('list', { name: 'Changed ads of True Studio' });
  await within(changed).findByText(/not seen in 2 complete crawls/);
  const [first, second] = within(changed).getAllByRole('listitem');
  expect(first).toHaveTextContent('Ad 11 · Stopped: not seen in 2 complete crawls since Nov 2');
  expect(second).toHaveTextContent(
    'Ad 12 · Back after a stop: seen again Nov 4 after it stopped Nov 3',
  );
});

test("a follow's changed ads still list when their evidence cannot load", async () => {
  renderFollowing('/following', {
    'GET /v1/follows/{id}/evidence': () => {
      throw new ApiError({ message: 'Server down', type: 'error' }, 503);
    },
  });
  const changed = await screen.findByRole('list', { name: 'Changed ads of True Studio' });
  expect(within(changed).getByRole('link', { name: 'Ad 11' })).toBeVisible();
  expect(within(changed).queryByText(/Stopped:/)).toBeNull();
});

test('an empty watchlist says how to start', async () => {
  renderFollowing('/following', { 'GET /v1/follows': () => ({ items: [] }) });
  expect(await screen.findByText(/You follow nothing yet/)).toBeVisible();
});

// Decision 0070: the follow's alert budget today, and its alert rule with a backtest before saving.
const backtest = {
  days: 30,
  from: '2026-10-30',
  to: '2026-11-28',
  covered_from: '2026-11-20',
  covered_days: 8,
  changes: { new_ad: 9, stopped: 3, landing_changed: 2, new_country: 0, reactivated: 0 },
  total: 14,
  alerts: 6,
  held: 2,
};

test('a spent budget says the rest of the changes went to the digest; an unspent one counts', async () => {
  renderFollowing('/following', {
    'GET /v1/follows': () => ({
      items: [
        follow({ budget: { limit: 5, alerts: 5, held: 6 } }),
        { ...stale, budget: { limit: 5, alerts: 1, held: 0 } },
      ],
    }),
  });
  const list = await screen.findByRole('list', { name: 'Followed' });
  const studio = within(list).getByRole('listitem', { name: 'True Studio' });
  expect(
    within(studio).getByText('budget reached: 6 more changes went to the daily digest'),
  ).toBeVisible();
  const quiet = within(list).getByRole('listitem', { name: 'Quiet Shop' });
  expect(within(quiet).getByText('1 of 5 alerts sent today')).toBeVisible();
});

test('the alert rule shows what it would have sent and how much the data covers, then saves', async () => {
  const answer = deferred<typeof backtest>();
  const { services } = renderFollowing('/following', {
    'POST /v1/follows/backtest': () => answer.promise,
    'PATCH /v1/follows/{id}': () => follow({ budget: { limit: 3, alerts: 0, held: 0 } }),
  });
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Followed' });
  const studio = within(list).getByRole('listitem', { name: 'True Studio' });
  const toggle = within(studio).getByRole('button', { name: 'Alert rule for True Studio' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = within(studio).getByRole('form', { name: 'Alert rule for True Studio' });
  expect(within(form).getByRole('status')).toHaveTextContent(
    'Counting what this rule would have sent…',
  );
  answer.resolve(backtest);
  expect(
    await within(form).findByText(
      'Over the last 30 days this would have sent 14: 9 new, 3 stopped, 2 landing',
    ),
  ).toBeVisible();
  expect(within(form).getByText('Data starts Nov 20: this covers 8 of 30 days')).toBeVisible();
  expect(
    within(form).getByText(
      '6 notifications; 2 changes over the budget would have gone to the daily digest',
    ),
  ).toBeVisible();

  const budget = within(form).getByRole('spinbutton', { name: 'Alerts a day' });
  await user.clear(budget);
  await user.type(budget, '3');
  await waitFor(() =>
    expect(
      services.calls.filter((call) => call.endpoint === 'POST /v1/follows/backtest').at(-1),
    ).toMatchObject({
      input: { body: { kind: 'owner', platform: 'tiktok', target_id: 7, alert_budget: 3 } },
    }),
  );
  await user.click(within(form).getByRole('button', { name: 'Save alert rule' }));
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  expect(toggle).toHaveFocus();
  expect(services.calls.find((call) => call.endpoint === 'PATCH /v1/follows/{id}')).toMatchObject({
    path: '/v1/follows/1',
    input: { body: { delivery: 'instant', alert_budget: 3 } },
  });
});

test('a malformed budget is named before and by the server; a failed backtest offers a retry', async () => {
  let backtestFails = true;
  renderFollowing('/following', {
    'POST /v1/follows/backtest': () => {
      if (backtestFails) throw new ApiError({ message: 'Server error', type: 'error' }, 500);
      return { ...backtest, covered_days: 30, held: 0 };
    },
    'PATCH /v1/follows/{id}': () => {
      throw new ApiError(
        {
          message: 'Alerts a day must be at most 50',
          type: 'error',
          action: 'INLINE',
          field: 'alert_budget',
        },
        422,
      );
    },
  });
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Followed' });
  await user.click(within(list).getByRole('button', { name: 'Alert rule for True Studio' }));
  const form = within(list).getByRole('form', { name: 'Alert rule for True Studio' });
  expect(await within(form).findByRole('alert')).toHaveTextContent('The backtest could not load');
  backtestFails = false;
  await user.click(within(form).getByRole('button', { name: 'Retry the backtest' }));
  expect(await within(form).findByText('6 notifications, none over the budget')).toBeVisible();
  expect(within(form).queryByText(/this covers/)).toBeNull();

  const budget = within(form).getByRole('spinbutton', { name: 'Alerts a day' });
  await user.clear(budget);
  await user.type(budget, '0');
  expect(budget).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByText('Alerts a day must be at least 1')).toBeVisible();
  expect(within(form).getByRole('button', { name: 'Save alert rule' })).toBeDisabled();

  await user.clear(budget);
  await user.type(budget, '7');
  await user.click(within(form).getByRole('button', { name: 'Save alert rule' }));
  expect(await within(form).findByText('Alerts a day must be at most 50')).toBeVisible();
  expect(budget).toHaveAttribute('aria-invalid', 'true');
});
