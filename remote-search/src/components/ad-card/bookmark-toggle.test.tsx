import { ApiError } from '@adlens/shared-contracts';
import { deferred } from '@adlens/shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearchResults } from '../../testing/render-search-results';
import { withBookmark } from './bookmark-toggle';

describe('quick bookmark on a result card', () => {
  it('shows the bookmark at once and keeps it when the call succeeds', async () => {
    const answer = deferred();
    const { services } = renderSearchResults(() => answer.promise);
    const card = await screen.findByRole('article', { name: 'Ad number 2' });
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: 'Bookmark Ad number 2' }));

    const pressed = within(card).getByRole('button', { name: 'Remove Ad number 2 from bookmarks' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    answer.resolve({ ad_id: 2, bookmarked: true, collection_ids: [1] });
    await waitFor(() => expect(pressed).toBeEnabled());
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(
      services.calls.filter((call) => call.endpoint === 'POST /v1/{platform}/ads/bookmark/{id}'),
    ).toEqual([expect.objectContaining({ path: '/v1/tiktok/ads/bookmark/2' })]);
  });

  it('rolls the card back when the call fails', async () => {
    const answer = deferred();
    renderSearchResults(() => answer.promise);
    const card = await screen.findByRole('article', { name: 'Ad number 1' });
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: 'Bookmark Ad number 1' }));
    expect(
      within(card).getByRole('button', { name: 'Remove Ad number 1 from bookmarks' }),
    ).toHaveAttribute('aria-pressed', 'true');

    answer.reject(new ApiError({ message: 'Server down', type: 'error' }, 500));

    const restored = await within(card).findByRole('button', { name: 'Bookmark Ad number 1' });
    expect(restored).toHaveAttribute('aria-pressed', 'false');
    expect(restored).toBeEnabled();
  });
});

describe('withBookmark', () => {
  it('leaves data that is not a list of card pages alone', () => {
    const suggestions = { items: [{ kind: 'keyword', id: null, label: 'x' }] };
    expect(withBookmark(suggestions, 1, true)).toBe(suggestions);
  });
});
