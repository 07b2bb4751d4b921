import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { adPage, searchFilterSet } from '../testing/ad-fixtures';
import { renderSearchPage } from '../testing/render-search-page';
import * as SearchPage from './search-page';

function renderSearch(url: string, searchHandler: FakeHandler = () => adPage([1, 2, 3], 57)) {
  return renderSearchPage(
    url,
    { SearchPage },
    {
      handlers: {
        'GET /v1/filters/{platform}/search': () => searchFilterSet(),
        'POST /v1/{platform}/ads/search': searchHandler,
        'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
        'GET /v1/{platform}/ads/suggestions': () => ({
          items: [{ kind: 'keyword', id: null, label: 'boots sale' }],
        }),
      },
    },
  );
}

function searchCalls(services: ReturnType<typeof renderSearch>['services']) {
  return services.calls.filter((call) => call.endpoint === 'POST /v1/{platform}/ads/search');
}

describe('search page tag events', () => {
  it('tracks the search of the URL once its results answer', async () => {
    const { services } = renderSearch('/tiktok/search?keyword=shoes&ctas=Shop+Now&status=active');
    await screen.findByRole('article', { name: 'Ad number 1' });
    expect(services.tracked).toEqual([
      {
        event: 'search_run',
        data: { platform: 'tiktok', keyword: 'shoes', filters: 2, page: 1, results: 57 },
      },
    ]);
  });

  it('tracks a submitted keyword as a new search', async () => {
    const user = userEvent.setup();
    const { services } = renderSearch('/tiktok/search');
    await screen.findByRole('article', { name: 'Ad number 1' });
    const box = screen.getByRole('combobox', { name: 'Keyword' });
    await user.type(box, 'boots');
    await screen.findByRole('option', { name: /boots sale/ });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(services.tracked).toHaveLength(2));
    expect(services.tracked.map(({ event, data }) => [event, data.keyword])).toEqual([
      ['search_run', ''],
      ['search_run', 'boots'],
    ]);
  });

  it('tracks the filter applied, then the search it ran', async () => {
    const user = userEvent.setup();
    const { services } = renderSearch('/tiktok/search?keyword=shoes');
    await screen.findByRole('article', { name: 'Ad number 1' });
    await user.click(screen.getByRole('button', { name: 'Call to action' }));
    await user.click(screen.getByRole('checkbox', { name: 'Learn More' }));
    await waitFor(() => expect(services.tracked).toHaveLength(3));
    expect(services.tracked.slice(1)).toEqual([
      {
        event: 'filter_applied',
        data: { platform: 'tiktok', filter: 'ctas', values: ['Learn More'] },
      },
      {
        event: 'search_run',
        data: { platform: 'tiktok', keyword: 'shoes', filters: 1, page: 1, results: 57 },
      },
    ]);
  });

  it('does not track a search again when it is refetched', async () => {
    const { services, queryClient } = renderSearch('/tiktok/search');
    await screen.findByRole('article', { name: 'Ad number 1' });
    await act(() => queryClient.refetchQueries({ queryKey: ['ads'] }));
    expect(searchCalls(services)).toHaveLength(2);
    expect(services.tracked.filter(({ event }) => event === 'search_run')).toHaveLength(1);
  });

  it('tracks nothing for a search that failed, and the search once its retry answers', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { services } = renderSearch('/tiktok/search', () => {
      if (fail) throw new Error('boom');
      return adPage([9]);
    });
    const alert = await screen.findByRole('alert');
    expect(services.tracked).toEqual([]);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Ad number 9' });
    expect(services.tracked).toEqual([
      {
        event: 'search_run',
        data: { platform: 'tiktok', keyword: '', filters: 0, page: 1, results: 1 },
      },
    ]);
  });
});
