import { ApiError, type FollowBacktest } from '@adlens/shared-contracts';
import { deferred, fakeFollow } from '@adlens/shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearchPage } from '../../testing/render-search-page';
import { FollowTargetPreview } from './follow-target-preview';
import { FollowToggle } from './follow-toggle';

const TARGET = { kind: 'owner', platform: 'tiktok', id: 7 } as const;

const BACKTEST: FollowBacktest = {
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

/** The follow button with its preview below, as the owner page shows them. */
const page = {
  Component: () => (
    <div>
      <FollowToggle target={TARGET} name="True Studio" />
      <FollowTargetPreview target={TARGET} />
    </div>
  ),
};

function renderPreview(handlers: Record<string, () => unknown>) {
  return renderSearchPage('/following', { FollowingPage: page }, { handlers });
}

const previewGroup = () => screen.getByRole('group', { name: 'What following would have sent' });

test('shows what following would have sent and how much the data covers, then hides once followed', async () => {
  const answer = deferred<FollowBacktest>();
  let followed = false;
  const { services } = renderPreview({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () =>
      followed
        ? { follow: { id: 9, delivery: 'instant' }, followers: 3 }
        : { follow: null, followers: 2 },
    'POST /v1/follows/backtest': () => answer.promise,
    'POST /v1/follows': () => fakeFollow({ id: 9 }),
  });
  await screen.findByText('2 followers on Adlens');
  expect(previewGroup()).toHaveAttribute('aria-busy', 'true');
  answer.resolve(BACKTEST);
  expect(
    await screen.findByText(
      'Over the last 30 days following would have sent 14: 9 new, 3 stopped, 2 landing',
    ),
  ).toBeVisible();
  expect(
    within(previewGroup()).getByText('Data starts Nov 20: this covers 8 of 30 days'),
  ).toBeVisible();
  expect(previewGroup()).not.toHaveAttribute('aria-busy');
  expect(services.calls.filter((call) => call.endpoint === 'POST /v1/follows/backtest')).toEqual([
    expect.objectContaining({
      input: { body: { kind: 'owner', platform: 'tiktok', target_id: 7, delivery: 'instant' } },
    }),
  ]);

  followed = true;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Follow True Studio' }));
  expect(screen.queryByRole('group', { name: 'What following would have sent' })).toBeNull();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Following True Studio' })).toBeEnabled(),
  );
  expect(screen.queryByRole('group', { name: 'What following would have sent' })).toBeNull();
});

test('says nothing about coverage when the data covers every day', async () => {
  renderPreview({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({ follow: null, followers: 2 }),
    'POST /v1/follows/backtest': () => ({
      ...BACKTEST,
      covered_days: 30,
      covered_from: '2026-10-30',
    }),
  });
  await screen.findByText(/^Over the last 30 days following would have sent 14/);
  expect(within(previewGroup()).queryByText(/this covers/)).toBeNull();
});

test('an already followed owner shows no preview and asks for none', async () => {
  const { services } = renderPreview({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({
      follow: { id: 9, delivery: 'instant' },
      followers: 1,
    }),
  });
  await screen.findByRole('button', { name: 'Following True Studio' });
  expect(screen.queryByRole('group', { name: 'What following would have sent' })).toBeNull();
  expect(services.calls.map((call) => call.endpoint)).not.toContain('POST /v1/follows/backtest');
});

test('a failed preview says so quietly and retries on request', async () => {
  let fails = true;
  renderPreview({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({ follow: null, followers: 2 }),
    'POST /v1/follows/backtest': () => {
      if (fails) throw new ApiError({ message: 'Server error', type: 'error' }, 500);
      return BACKTEST;
    },
  });
  expect(await screen.findByText('Preview unavailable')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  fails = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry preview' }));
  expect(
    await screen.findByText(
      'Over the last 30 days following would have sent 14: 9 new, 3 stopped, 2 landing',
    ),
  ).toBeVisible();
  expect(screen.queryByText('Preview unavailable')).toBeNull();
});
