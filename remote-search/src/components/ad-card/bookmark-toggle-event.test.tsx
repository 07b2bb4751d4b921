import { ApiError } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearchResults } from '../../testing/render-search-results';

const bookmarkEvents = (services: ReturnType<typeof renderSearchResults>['services']) =>
  services.tracked.filter(({ event }) => event === 'bookmark');

async function clickBookmark(name: string) {
  const card = await screen.findByRole('article', { name });
  await userEvent.setup().click(within(card).getByRole('button', { name: `Bookmark ${name}` }));
  return card;
}

describe('quick bookmark tag event', () => {
  it('tracks the bookmark once the server accepted it', async () => {
    const { services } = renderSearchResults(() => ({
      ad_id: 2,
      bookmarked: true,
      collection_ids: [1],
    }));
    await clickBookmark('Ad number 2');
    await waitFor(() =>
      expect(bookmarkEvents(services)).toEqual([
        {
          event: 'bookmark',
          data: { platform: 'tiktok', ad_id: 2, bookmarked: true, collections: 1 },
        },
      ]),
    );
  });

  it('tracks nothing when the call fails', async () => {
    const { services } = renderSearchResults(() => {
      throw new ApiError({ message: 'Server down', type: 'error' }, 500);
    });
    const card = await clickBookmark('Ad number 1');
    await within(card).findByRole('button', { name: 'Bookmark Ad number 1' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Bookmark Ad number 1' })).toBeEnabled(),
    );
    expect(bookmarkEvents(services)).toEqual([]);
  });
});
