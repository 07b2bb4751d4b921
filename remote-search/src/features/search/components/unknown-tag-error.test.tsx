import { ApiError } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as SearchPage from '../../../pages/search-page';
import { adPage, searchFilterSet } from '../../../testing/ad-fixtures';
import { renderSearchPage } from '../../../testing/render-search-page';

const UNKNOWN = 'Unknown hook tag "questoin": did you mean hook:question?';

function renderSearch(url: string) {
  return renderSearchPage(
    url,
    { SearchPage },
    {
      handlers: {
        'GET /v1/filters/{platform}/search': () => searchFilterSet(),
        'POST /v1/{platform}/ads/search': (input) => {
          const keyword = (input.body as { keyword?: string }).keyword ?? '';
          if (keyword.includes('questoin')) {
            throw new ApiError(
              { message: UNKNOWN, type: 'error', action: 'INLINE', field: 'keyword', code: 422 },
              422,
            );
          }
          return adPage([1, 2]);
        },
        'POST /v1/{platform}/ads/tag-facets': () => ({ items: [] }),
        'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
        'GET /v1/{platform}/ads/suggestions': () => ({ items: [] }),
      },
    },
  );
}

test('a query the server refuses shows its message on the page and on the keyword box, with no retry', async () => {
  const { router } = renderSearch('/tiktok/search?keyword=hook%3Aquestoin');
  const results = await screen.findByRole('region', { name: 'Search results' });
  expect(await within(results).findByText(UNKNOWN)).toBeInTheDocument();
  expect(within(results).getByText('Check the query')).toBeInTheDocument();
  expect(within(results).queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Keyword' })).toHaveAccessibleDescription(UNKNOWN);
  expect(router.state.location.pathname).toBe('/tiktok/search');
});

test('fixing the tag in the box searches again', async () => {
  const user = userEvent.setup();
  renderSearch('/tiktok/search?keyword=hook%3Aquestoin');
  const box = await screen.findByRole('combobox', { name: 'Keyword' });
  const results = await screen.findByRole('region', { name: 'Search results' });
  await within(results).findByText(UNKNOWN);
  await user.clear(box);
  await user.paste('hook:question days:>30');
  const search = screen.getByRole('button', { name: 'Search' });
  // The box submits once its live search has paused (spec 9: 500 ms debounce).
  await waitFor(() => expect(search).toBeEnabled());
  await user.click(search);
  expect(await screen.findByRole('article', { name: 'Ad number 1' })).toBeInTheDocument();
  expect(screen.queryByText(UNKNOWN)).not.toBeInTheDocument();
  expect(box).not.toHaveAccessibleDescription(UNKNOWN);
});
