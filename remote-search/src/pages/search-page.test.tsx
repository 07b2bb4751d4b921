import { ApiError, type FilterSet } from '@adlens/shared-contracts';
import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adPage, searchFilterSet } from '../testing/ad-fixtures';
import { renderSearchPage } from '../testing/render-search-page';
import * as SearchPage from './search-page';

const LOCKED =
  'You are currently using a free version of the product, please upgrade your plan in order to access this filter.';
const CONFLICT = 'This filter is disabled because of a conflict with other selected filters.';

function renderSearch(
  url: string,
  searchHandler: FakeHandler = () => adPage([1, 2, 3]),
  filtersHandler: () => FilterSet | Promise<FilterSet> = () => searchFilterSet(),
) {
  return renderSearchPage(
    url,
    { SearchPage },
    {
      handlers: {
        'GET /v1/filters/{platform}/search': filtersHandler,
        'POST /v1/{platform}/ads/search': searchHandler,
        'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
        'GET /v1/{platform}/ads/suggestions': () => ({
          items: [{ kind: 'keyword', id: null, label: 'boots sale' }],
        }),
      },
    },
  );
}

function searchBodies(services: ReturnType<typeof renderSearch>['services']) {
  return services.calls
    .filter((call) => call.endpoint === 'POST /v1/{platform}/ads/search')
    .map((call) => call.input.body);
}

describe('search page', () => {
  it('asks for the filter definitions and the first results together', async () => {
    let answerFilters: (set: FilterSet) => void = () => {};
    const filters = new Promise<FilterSet>((resolve) => {
      answerFilters = resolve;
    });
    const { services } = renderSearch('/tiktok/search?keyword=shoes', undefined, () => filters);
    await waitFor(() => expect(searchBodies(services)).toHaveLength(1));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answerFilters(searchFilterSet());
    expect(await screen.findByRole('article', { name: 'Ad number 1' })).toBeInTheDocument();
    expect(searchBodies(services)).toHaveLength(1);
  });

  it('goes to the status page when its first data fails with a status', async () => {
    const { router } = renderSearch('/tiktok/search', () => {
      throw new ApiError({ message: 'Server down', type: 'error' }, 500);
    });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/500');
  });

  it('searches with the keyword, filters and sort of the URL and shows cards', async () => {
    const { services } = renderSearch('/tiktok/search?keyword=shoes&ctas=Shop+Now&sort=most_seen');
    expect(await screen.findByRole('article', { name: 'Ad number 1' })).toBeInTheDocument();
    expect(searchBodies(services)).toEqual([
      {
        keyword: 'shoes',
        ctas: ['Shop Now'],
        sort: 'most_seen',
        page: 1,
        per_page: 40,
        group_variants: true,
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Keyword' })).toHaveValue('shoes');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('most_seen');
  });

  it('drops a locked filter from a pasted link and explains the lock', async () => {
    const { services } = renderSearch('/tiktok/search?trackers=Voluum');
    await screen.findByRole('article', { name: 'Ad number 1' });
    expect(searchBodies(services)[0]).toEqual({
      sort: 'newest',
      page: 1,
      per_page: 40,
      group_variants: true,
    });
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
    await waitFor(() => expect(router.state.location.search).toBe('?ctas=Learn+More'));
    await waitFor(() => expect(searchBodies(services)).toHaveLength(2));
    expect(searchBodies(services)[1]).toMatchObject({ ctas: ['Learn More'] });
  });

  it('never shows a late answer for filters that were changed since', async () => {
    const user = userEvent.setup();
    let answerLate: (page: ReturnType<typeof adPage>) => void = () => {};
    const { services } = renderSearch('/tiktok/search', (input) => {
      const ctas = (input.body as { ctas?: string[] } | undefined)?.ctas;
      if (ctas?.[0] === 'Shop Now') {
        return new Promise((resolve) => {
          answerLate = resolve;
        });
      }
      return adPage(ctas ? [20] : [10]);
    });
    await screen.findByRole('article', { name: 'Ad number 10' });
    await user.click(screen.getByRole('button', { name: 'Call to action' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shop Now' }));
    await waitFor(() => expect(searchBodies(services)).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Shop Now' }));
    expect(await screen.findByRole('article', { name: 'Ad number 10' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Learn More' }));
    expect(await screen.findByRole('article', { name: 'Ad number 20' })).toBeInTheDocument();
    await act(async () => answerLate(adPage([30])));
    expect(screen.queryByRole('article', { name: 'Ad number 30' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ad number 20' })).toBeInTheDocument();
  });

  it('keeps a keyword the grammar refuses in the box, says where, and searches for nothing', async () => {
    const user = userEvent.setup();
    const { router, services } = renderSearch('/tiktok/search?keyword=%22unclosed');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(
      await within(results).findByText('This search needs fixing before it can run'),
    ).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Keyword' });
    expect(box).toHaveValue('"unclosed');
    expect(box).toHaveAccessibleDescription('Unclosed quote at 1');
    expect(within(results).queryByRole('article')).not.toBeInTheDocument();
    await user.selectOptions(
      within(results).getByRole('combobox', { name: 'Sort by' }),
      'most_seen',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=most_seen&keyword=%22unclosed'),
    );
    expect(searchBodies(services)).toEqual([]);
  });

  it('searches once the keyword of the link is fixed in the box', async () => {
    const user = userEvent.setup();
    const { router, services } = renderSearch('/tiktok/search?keyword=%22unclosed');
    await screen.findByText('This search needs fixing before it can run');
    await user.type(screen.getByRole('combobox', { name: 'Keyword' }), '" x');
    const search = screen.getByRole('button', { name: 'Search' });
    // The box submits once its live search has paused (spec 9: 500 ms debounce).
    await waitFor(() => expect(search).toBeEnabled());
    await user.click(search);
    expect(await screen.findByRole('article', { name: 'Ad number 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=%22unclosed%22+x');
    expect(searchBodies(services)).toEqual([expect.objectContaining({ keyword: '"unclosed" x' })]);
  });

  it('names a filter value of the link it cannot read, and searches only once it is dropped', async () => {
    const user = userEvent.setup();
    const { router, services } = renderSearch('/tiktok/search?ctas=Shop+Now&days_running.min=ten');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('days_running.min=ten: not a number of 0 or more');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(searchBodies(services)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Search without these values' }));
    expect(await screen.findByRole('article', { name: 'Ad number 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ctas=Shop+Now');
    expect(searchBodies(services)).toEqual([expect.objectContaining({ ctas: ['Shop Now'] })]);
  });

  it('puts the filters behind one "Filters (n)" button on a phone, in a sheet that writes the URL', async () => {
    const user = userEvent.setup();
    const { router, services } = renderSearchPage(
      '/tiktok/search?ctas=Shop+Now',
      { SearchPage },
      {
        width: 390,
        handlers: {
          'GET /v1/filters/{platform}/search': () => searchFilterSet(),
          'POST /v1/{platform}/ads/search': () => adPage([1, 2, 3]),
          'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
        },
      },
    );
    const open = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Keyword' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters (1)' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(sheet).getByRole('button', { name: 'Call to action (1)' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Learn More' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?ctas=Shop+Now&ctas=Learn+More'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    await waitFor(() =>
      expect(searchBodies(services).at(-1)).toMatchObject({ ctas: ['Shop Now', 'Learn More'] }),
    );
    // A whole user journey through a lazily loaded overlay: more than jest's default 5 s on a busy CI.
  }, 20_000);

  it('fetches the first creative at once, the others as they near the screen', async () => {
    renderSearch('/tiktok/search');
    const first = await screen.findByRole('article', { name: 'Ad number 1' });
    const creative = within(first).getByRole('img', { name: 'Creative of Ad number 1' });
    expect(creative).toHaveAttribute('loading', 'eager');
    expect(creative).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('article', { name: 'Ad number 2' });
    expect(within(second).getByRole('img', { name: 'Creative of Ad number 2' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('restores the previous search on back', async () => {
    const user = userEvent.setup();
    const { router, services } = renderSearch('/tiktok/search?keyword=shoes');
    await screen.findByRole('article', { name: 'Ad number 1' });
    const box = screen.getByRole('combobox', { name: 'Keyword' });
    await user.clear(box);
    await user.type(box, 'boots');
    await screen.findByRole('option', { name: /boots sale/ });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchBodies(services)).toHaveLength(2));
    expect(router.state.location.search).toBe('?keyword=boots');
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Keyword' })).toHaveValue('shoes'),
    );
  });

  it('shows an empty state that clears the keyword and filters when nothing matches', async () => {
    const { router } = renderSearch('/tiktok/search?keyword=zzz', () => adPage([]));
    expect(await screen.findByText('No ads found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 ads');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Clear keyword and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('puts the count and the sort on the toolbar above the cards', async () => {
    renderSearch('/tiktok/search');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('status')).toHaveTextContent('3 ads');
    expect(within(results).getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('shows a card with its owner, platform and status, and links to the detail and the owner', async () => {
    renderSearch('/tiktok/search');
    const card = await screen.findByRole('article', { name: 'Ad number 1' });
    expect(within(card).getByRole('link', { name: 'Ad number 1' })).toHaveAttribute(
      'href',
      '/tiktok/ads/1',
    );
    expect(within(card).getByRole('link', { name: 'Shoe Shop' })).toHaveAttribute(
      'href',
      '/tiktok/owner/7',
    );
    const facts = within(card).getByRole('list', { name: 'Platform and status' });
    expect(facts).toHaveTextContent('TikTok');
    expect(facts).toHaveTextContent('Active');
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
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

describe('variants in the search', () => {
  it('groups variants by default and shows how many a card stands for', async () => {
    const { services } = renderSearch('/tiktok/search', () => {
      const page = adPage([1, 2]);
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, variant_count: item.id === 1 ? 3 : 1 })),
      };
    });
    const card = await screen.findByRole('article', { name: 'Ad number 1' });
    expect(within(card).getByText('3 variants')).toBeVisible();
    const other = screen.getByRole('article', { name: 'Ad number 2' });
    expect(within(other).queryByText(/variants/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Group variants' })).toBeChecked();
    expect(searchBodies(services)[0]).toMatchObject({ group_variants: true });
  });

  it('shows every ad when ungrouped, in the URL, and keeps that across a new search', async () => {
    const user = userEvent.setup();
    const { services, router } = renderSearch('/tiktok/search?keyword=shoes');
    await screen.findByRole('article', { name: 'Ad number 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Group variants' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=shoes&variants=all'));
    await waitFor(() => expect(searchBodies(services)).toHaveLength(2));
    expect(searchBodies(services)[1]).toEqual({
      keyword: 'shoes',
      sort: 'newest',
      page: 1,
      per_page: 40,
    });
    expect(screen.getByRole('checkbox', { name: 'Group variants' })).not.toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'most_seen');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keyword=shoes&sort=most_seen&variants=all'),
    );
  });
});
