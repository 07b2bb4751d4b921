import { ApiError, FOLLOWS_KEY } from '@adlens/shared-contracts';
import { deferred, fakeFollow } from '@adlens/shared-contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearchPage } from '../../testing/render-search-page';
import { FollowToggle } from './follow-toggle';

/** The follow the server answers with. */
const MADE = fakeFollow({ id: 9 });

/** The toggle alone, standing in for a page of this remote. */
const page = {
  Component: () => (
    <FollowToggle target={{ kind: 'owner', platform: 'tiktok', id: 7 }} name="True Studio" />
  ),
};

function renderToggle(handlers: Record<string, () => unknown>) {
  return renderSearchPage('/following', { FollowingPage: page }, { handlers });
}

test('following shows at once, with the count, and keeps the server answer', async () => {
  const answer = deferred();
  let followed = false;
  const { services } = renderToggle({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () =>
      followed
        ? { follow: { id: 9, delivery: 'instant' }, followers: 3 }
        : { follow: null, followers: 2 },
    'POST /v1/follows': () => answer.promise,
  });
  expect(await screen.findByText('2 followers on Adlens')).toBeVisible();
  const button = screen.getByRole('button', { name: 'Follow True Studio' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.setup().click(button);
  const pressed = screen.getByRole('button', { name: 'Following True Studio' });
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('3 followers on Adlens')).toBeVisible();
  followed = true;
  answer.resolve(MADE);
  await waitFor(() => expect(pressed).toBeEnabled());
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(services.notifications).toEqual([]);
  expect(services.calls.find((call) => call.endpoint === 'POST /v1/follows')?.input).toEqual({
    body: { kind: 'owner', platform: 'tiktok', target_id: 7 },
  });
});

test('a refused follow rolls back and says why', async () => {
  const answer = deferred();
  const { services } = renderToggle({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({ follow: null, followers: 2 }),
    'POST /v1/follows': () => answer.promise,
  });
  await screen.findByText('2 followers on Adlens');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Follow True Studio' }));
  expect(screen.getByRole('button', { name: 'Following True Studio' })).toBeVisible();
  answer.reject(new ApiError({ message: 'You already follow this', type: 'error' }, 409));
  const restored = await screen.findByRole('button', { name: 'Follow True Studio' });
  expect(restored).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('2 followers on Adlens')).toBeVisible();
  expect(services.notifications).toEqual([
    expect.objectContaining({ type: 'error', message: 'You already follow this' }),
  ]);
});

test('unfollowing sends the follow id', async () => {
  const { services } = renderToggle({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({
      follow: { id: 9, delivery: 'instant' },
      followers: 1,
    }),
    'DELETE /v1/follows/{id}': () => ({ deleted: 1 }),
  });
  await screen.findByText('1 follower on Adlens');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Following True Studio' }));
  await waitFor(() => expect(services.calls.map((call) => call.path)).toContain('/v1/follows/9'));
});

test('a follow made here makes the list of follows stale, so /following shows it', async () => {
  const { queryClient, services } = renderToggle({
    'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({ follow: null, followers: 2 }),
    'POST /v1/follows': () => MADE,
  });
  queryClient.setQueryData(FOLLOWS_KEY, { items: [] });
  await screen.findByText('2 followers on Adlens');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Follow True Studio' }));
  await waitFor(() => expect(queryClient.getQueryState(FOLLOWS_KEY)?.isInvalidated).toBe(true));
  expect(services.notifications).toEqual([]);
});
