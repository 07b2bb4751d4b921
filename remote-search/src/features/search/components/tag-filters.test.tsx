import { AD_TAG_VOCABULARY, type AdFilters, type TagFacet } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as SearchPage from '../../../pages/search-page';
import { adPage, searchFilterSet } from '../../../testing/ad-fixtures';
import { renderSearchPage } from '../../../testing/render-search-page';

const FACETS = 'POST /v1/{platform}/ads/tag-facets';

/** Counts that depend on the query, so a test can tell which query they were asked for. */
function facetsFor(filters: AdFilters): { items: TagFacet[] } {
  const narrowed = filters.keyword?.includes('hook:question') ?? false;
  return {
    items: (['hook', 'angle', 'offer', 'lang'] as const).flatMap((family) =>
      AD_TAG_VOCABULARY[family].map((tag, index) => ({
        family,
        tag,
        label: tag.replaceAll('_', ' '),
        count: narrowed ? index : 1000 + index,
      })),
    ),
  };
}

function renderSearch(url: string) {
  return renderSearchPage(
    url,
    { SearchPage },
    {
      handlers: {
        'GET /v1/filters/{platform}/search': () => searchFilterSet(),
        'POST /v1/{platform}/ads/search': () => adPage([1, 2]),
        [FACETS]: (input) => facetsFor(input.body as AdFilters),
        'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
        'GET /v1/{platform}/ads/suggestions': () => ({ items: [] }),
      },
    },
  );
}

test('the tag fields show counts for the current query, and a choice from the keyboard writes the query word into the URL', async () => {
  const user = userEvent.setup();
  const { router, services } = renderSearch('/tiktok/search?keyword=shoes');
  const bar = await screen.findByRole('region', { name: 'Creative tags' });
  const hook = within(bar).getByRole('button', { name: 'Hook' });
  hook.focus();
  await user.keyboard('{Enter}');
  const question = await within(bar).findByRole('checkbox', { name: 'question (1,000)' });
  expect(within(bar).getByRole('checkbox', { name: 'before after (1,005)' })).not.toBeChecked();
  expect(services.calls.find((call) => call.endpoint === FACETS)?.input.body).toMatchObject({
    keyword: 'shoes',
  });
  question.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(router.state.location.search).toBe('?keyword=shoes+hook%3Aquestion'));
  // The counts follow the new query; the chosen tag shows on its field's button.
  expect(await within(bar).findByRole('checkbox', { name: 'question (0)' })).toBeChecked();
  expect(within(bar).getByRole('button', { name: 'Hook (1)' })).toBeInTheDocument();
});

test('unchecking a tag of the URL takes its word off the keyword', async () => {
  const user = userEvent.setup();
  const { router } = renderSearch('/tiktok/search?keyword=shoes+hook%3Aquestion');
  const bar = await screen.findByRole('region', { name: 'Creative tags' });
  await user.click(within(bar).getByRole('button', { name: 'Hook (1)' }));
  await user.click(await within(bar).findByRole('checkbox', { name: 'question (0)' }));
  await waitFor(() => expect(router.state.location.search).toBe('?keyword=shoes'));
});
