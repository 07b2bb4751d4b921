import { CTAS, ENGAGEMENT_KEYS, parseKeywordQuery } from '@adlens/shared-contracts';
import fc from 'fast-check';
import { parseSearchParams, readSearchUrl, toSearchParams } from './filter-url';
import type { SearchState } from './search-state';

function parse(query: string, platform: 'tiktok' | 'meta' = 'tiktok') {
  return parseSearchParams(new URLSearchParams(query), platform);
}

describe('search state in the URL', () => {
  it('reads keyword, lists, ranges, dates, engagement and sort', () => {
    const state = parse(
      'keyword=running+shoes&countries=US&countries=GB&media_type=video&days_running.min=30' +
        '&first_seen.from=2026-01-01&first_seen.to=2026-02-01&engagement.likes.min=1000&status=active&sort=most_seen',
    );
    expect(state).toEqual({
      filters: {
        keyword: 'running shoes',
        countries: ['US', 'GB'],
        media_type: ['video'],
        days_running: { min: 30 },
        first_seen: { from: '2026-01-01', to: '2026-02-01' },
        engagement: { likes: { min: 1000 } },
        status: 'active',
      },
      sort: 'most_seen',
    });
  });

  it('writes state that reads back to the same state', () => {
    const state: SearchState = {
      filters: {
        keyword: 'a&b=c',
        ctas: ['Shop Now', 'Learn More'],
        last_seen: { to: '2026-03-04' },
      },
      sort: 'oldest',
    };
    expect(parse(toSearchParams(state).toString())).toEqual(state);
  });

  it('leaves the default sort and empty fields out of the URL', () => {
    expect(toSearchParams({ filters: { keyword: '  ' }, sort: 'newest' }).toString()).toBe('');
  });

  it.each([
    ['an unknown sort', 'sort=drop_table', {}],
    [
      'an unknown media type among valid ones',
      'media_type=video&media_type=<script>',
      { media_type: ['video'] },
    ],
    ['a status outside the enum', 'status=deleted', {}],
    ['a negative range bound', 'days_running.min=-5', {}],
    ['a range whose min exceeds its max', 'days_running.min=50&days_running.max=10', {}],
    ['a non-numeric bound', 'days_running.max=1e400', {}],
    ['an impossible date', 'first_seen.from=2026-02-31', {}],
    ['a reversed date range', 'first_seen.from=2026-03-01&first_seen.to=2026-01-01', {}],
    ['an engagement key the platform does not report', 'engagement.reactions.min=5', {}],
    ['an over-long keyword', `keyword=${'x'.repeat(201)}`, {}],
    [
      'a malformed keyword query',
      'keyword=shoes+%22free+shipping&status=active',
      { status: 'active' },
    ],
    ['a keyword query with a lone operator', 'keyword=shoes+OR', {}],
    ['unknown parameters', 'page=99&__proto__=1&constructor=x', {}],
    ['duplicate list items', 'countries=US&countries=US', { countries: ['US'] }],
  ])('drops %s', (_case, query, filters) => {
    const state = parse(query);
    expect(state.filters).toEqual(filters);
    expect(state.sort).toBe('newest');
  });

  it.each([
    [
      'a malformed keyword, as written',
      'keyword=%22unclosed',
      ['keyword', '"unclosed', 'Unclosed quote at 1'],
    ],
    [
      'an over-long keyword',
      `keyword=${'x'.repeat(201)}`,
      ['keyword', 'x'.repeat(201), 'longer than 200 characters'],
    ],
    [
      'an unknown list item',
      'media_type=video&media_type=hologram',
      ['media_type', 'hologram', 'not a value of this filter'],
    ],
    [
      'a status outside the enum',
      'status=deleted',
      ['status', 'deleted', 'not a value of this filter'],
    ],
    [
      'a bound that is no number',
      'days_running.min=ten',
      ['days_running.min', 'ten', 'not a number of 0 or more'],
    ],
    [
      'an impossible date',
      'first_seen.from=2026-02-31',
      ['first_seen.from', '2026-02-31', 'not a date (YYYY-MM-DD)'],
    ],
    [
      'an engagement key of another platform',
      'engagement.reactions.min=5',
      ['engagement.reactions.min', '5', 'not a filter of this platform'],
    ],
  ])(
    'names %s as unread instead of dropping it in silence',
    (_case, query, [name, value, message]) => {
      expect(readSearchUrl(new URLSearchParams(query), 'tiktok').unread).toContainEqual(
        expect.objectContaining({ name, value, message }),
      );
    },
  );

  it('names both bounds of a reversed range', () => {
    const { unread } = readSearchUrl(
      new URLSearchParams('days_running.min=50&days_running.max=10'),
      'tiktok',
    );
    expect(unread.map(({ name, message }) => `${name}: ${message}`)).toEqual([
      'days_running.min: above days_running.max',
      'days_running.max: below days_running.min',
    ]);
  });

  it('reads a valid link whole, and ignores keys that are no filter', () => {
    const { unread } = readSearchUrl(
      new URLSearchParams(
        'keyword=shoes+OR+boots&countries=US&days_running.min=3&page=2&utm_source=x',
      ),
      'tiktok',
    );
    expect(unread).toEqual([]);
  });

  it('keeps only the engagement keys of the platform in the URL', () => {
    expect(parse('engagement.likes.min=5', 'meta').filters).toEqual({});
  });

  it('round-trips any valid state', () => {
    const listItem = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s);
    const range = fc.record(
      { min: fc.integer({ min: 0, max: 1000 }), max: fc.integer({ min: 1000, max: 5000 }) },
      { requiredKeys: ['min'] },
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            // A keyword is a query (decision 0032): one that does not parse is dropped.
            keyword: listItem.filter((text) => parseKeywordQuery(text).ok),
            ctas: fc.uniqueArray(fc.constantFrom(...CTAS), { minLength: 1 }),
            countries: fc.uniqueArray(listItem, { minLength: 1, maxLength: 5 }),
            days_running: range,
            engagement: fc.dictionary(fc.constantFrom(...ENGAGEMENT_KEYS.tiktok), range, {
              minKeys: 1,
            }),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom('newest', 'oldest', 'most_seen'),
        (filters, sort) => {
          const state: SearchState = { filters, sort };
          const back = parse(toSearchParams(state).toString());
          expect(back).toEqual(state);
        },
      ),
      // A fixed seed: every run checks the same cases (nothing passes or fails by chance).
      { seed: 42 },
    );
  });
});
