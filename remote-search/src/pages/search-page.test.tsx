import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adPage, searchFilterSet } from '../testing/ad-fixtures';
import { renderRoute } from '../testing/render-route';
import { Component as SearchPage } from './search-page';

const LOCKED =
  'You are currently using a free version of the product, please upgrade your plan in order to access this filter.';
const CONFLICT = 'This filter is disabled because of a conflict with other selected filters.';

function renderSearch(url: string, searchHandler = () => adPage([1, 2, 3])) {
  return renderRoute('/:platform/search', <SearchPage />, url, {
    handlers: {
      'GET /v1/filters/{platform}/search': () => searchFilterSet(),
      'POST /v1/{platform}/ads/search': searchHandler,
      'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
    },
  });
}

function searchBodies(services: ReturnType<typeof renderSearch>['services']) {
  return services.calls
    .filter((call) => call.endpoint === 'POST /v1/{platform}/ads/search')
    .map((call) => call.input.body);
}

describe('search page', () => {
  it('searches with the keyword, filters and sort of the URL and shows cards', async () => {
    const { services } = renderSearch('/tiktok/search?keyword=shoes&ctas=Shop+Now&sort=most_seen');
    expect(await screen.findByRole('article', { name: 'Ad number 1' })).toBeInTheDocument();
    expect(searchBodies(services)).toEqual([
      { keyword: 'shoes', ctas: ['Shop Now'], sort: 'most_seen', page: 1, per_page: 40 },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('shoes');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('most_seen');
  });

  it('drops a locked filter from a pasted link and explains the lock', async () => {
    const { services } = renderSearch('/tiktok/search?trackers=Voluum');
    await screen.findByRole('article', { name: 'Ad number 1' });
    expect(searchBodies(services)[0]).toEqual({ sort: 'newest', page: 1, per_page: 40 });
    const locked = screen.getByRole('button', { name: /Tracker/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    act(() => locked.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LOCKED);
  });

  it('disables a filter in conflict with a selected one', async () => {
    renderSearch('/tiktok/search?status=active');
    await screen.findByRole('article', { name: 'Ad number 1' });
    const lastSeen = screen.getByRole('button', { name: 'Last seen' });
    expect(lastSeen).toHaveAttribute('aria-disabled', 'true');
    act(() => lastSeen.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(CONFLICT);
  });

  it('writes a chosen filter to the URL and searches again', async () => {
    const user = userEvent.setup();
    const { router, services } = renderSearch('/tiktok/search');
    await screen.findByRole('article', { name: 'Ad number 1' });
    await user.click(screen.getByRole('button', { name: 'Call to action' }));
    await user.click(screen.getByRole('checkbox', { name: 'Learn More' }));
    expect(router.location?.search).toBe('?ctas=Learn+More');
    await waitFor(() => expect(searchBodies(services)).toHaveLength(2));
    expect(searchBodies(services)[1]).toMatchObject({ ctas: ['Learn More'] });
  });

  it('restores the previous search on back', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/tiktok/search?keyword=shoes');
    await screen.findByRole('article', { name: 'Ad number 1' });
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    await user.clear(box);
    await user.type(box, 'boots{Enter}');
    expect(router.location?.search).toBe('?keyword=boots');
    await act(async () => {
      await router.navigate?.(-1);
    });
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('shoes');
  });

  it('shows an empty state when nothing matches', async () => {
    renderSearch('/tiktok/search?keyword=zzz', () => adPage([]));
    expect(await screen.findByText('No ads found')).toBeInTheDocument();
  });

  it('shows an error with a retry that searches again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSearch('/tiktok/search', () => {
      if (fail) throw new Error('boom');
      return adPage([9]);
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Ad number 9' })).toBeInTheDocument();
  });

  it('keeps a thousand loaded ads under 1,400 DOM nodes', async () => {
    const ids = Array.from({ length: 1000 }, (_, index) => index + 1);
    const { container } = renderSearch('/tiktok/search', () => ({
      ...adPage(ids, 1000),
      per_page: 1000,
    }));
    await screen.findByRole('article', { name: 'Ad number 1' });
    expect(screen.getByText('1,000 ads')).toBeInTheDocument();
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(1400);
  });
});
