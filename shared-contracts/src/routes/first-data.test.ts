import { adPreviewEndpoint, adSearchEndpoint } from '../api/ads';
import { savedFiltersEndpoint, searchFiltersEndpoint } from '../api/filters';
import { ROUTE_IDS } from './manifest';
import { ADS_PER_PAGE, adSortOf, groupsVariants, pageFirstData } from './first-data';

const none = new URLSearchParams();

describe("the page's first data (decision 0044)", () => {
  it('the search: its first result page, its filter definitions and its saved filters', () => {
    expect(pageFirstData('platformSearch', { platform: 'meta' }, none)).toEqual([
      {
        endpoint: adSearchEndpoint,
        input: {
          params: { platform: 'meta' },
          body: { sort: 'newest', page: 1, per_page: ADS_PER_PAGE, group_variants: true },
        },
      },
      { endpoint: searchFiltersEndpoint, input: { params: { platform: 'meta' } } },
      { endpoint: savedFiltersEndpoint, input: { params: { platform: 'meta' } } },
    ]);
  });

  it('the search starts no results for a keyword the grammar refuses (issue 41)', () => {
    const started = pageFirstData(
      'platformSearch',
      { platform: 'meta' },
      new URLSearchParams('keyword=%22unclosed'),
    );
    expect(started.map(({ endpoint }) => endpoint)).toEqual([
      searchFiltersEndpoint,
      savedFiltersEndpoint,
    ]);
  });

  it('the search reads its order and variants view from the query string', () => {
    const [first] = pageFirstData(
      'platformSearch',
      { platform: 'x' },
      new URLSearchParams('sort=most_seen&variants=all'),
    );
    expect(first?.input.body).toEqual({ sort: 'most_seen', page: 1, per_page: ADS_PER_PAGE });
  });

  it.each(['keyword=shoes', 'countries=US', 'media_type=video&sort=oldest', 'unknown=1'])(
    'a search with %s starts no results: a filter may be refused by the definitions (plan locks)',
    (query) => {
      const requests = pageFirstData(
        'platformSearch',
        { platform: 'x' },
        new URLSearchParams(query),
      );
      expect(requests.map(({ endpoint }) => endpoint)).toEqual([
        searchFiltersEndpoint,
        savedFiltersEndpoint,
      ]);
    },
  );

  it('the ad detail: its free preview, never the paid detail', () => {
    expect(pageFirstData('adDetail', { platform: 'tiktok', id: '42' }, none)).toEqual([
      { endpoint: adPreviewEndpoint, input: { params: { platform: 'tiktok', id: 42 } } },
    ]);
  });

  it.each([
    ['platformSearch', { platform: 'nope' }],
    ['platformSearch', {}],
    ['adDetail', { platform: 'meta', id: 'abc' }],
    ['adDetail', { platform: 'meta', id: '0' }],
    ['adDetail', { platform: 'meta', id: '-3' }],
    ['adDetail', { platform: 'nope', id: '3' }],
  ] as const)('invalid params of %s (%o) start nothing', (id, params) => {
    expect(pageFirstData(id, params, none)).toEqual([]);
  });

  it('every other route starts nothing: its page loads its own data', () => {
    const others = ROUTE_IDS.filter((id) => id !== 'platformSearch' && id !== 'adDetail');
    for (const id of others) {
      expect(pageFirstData(id, { platform: 'meta', id: '1' }, none)).toEqual([]);
    }
  });

  it('reads order and view as the search page does', () => {
    expect(adSortOf(new URLSearchParams('sort=oldest'))).toBe('oldest');
    expect(adSortOf(new URLSearchParams('sort=bogus'))).toBe('newest');
    expect(groupsVariants(new URLSearchParams('variants=all'))).toBe(false);
    expect(groupsVariants(none)).toBe(true);
  });
});
