import {
  type AdFilters,
  FILTER_CONFLICT_MESSAGE,
  FREE_FILTER_LOCKED_MESSAGE,
  type FilterDefinition,
  filterRuleBreach,
  searchFiltersEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import fc from 'fast-check';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

/** The plan and conflict rules of the filter bar hold in the API too (spec section 6). */
const server = useTestServer({ signIn: true });

const search = (token: string, body: object, path = '/v1/tiktok/ads/search') =>
  server.request('POST', path, { token, body: { per_page: 1, ...body } });

test.each([
  ['trackers', { trackers: ['Voluum'] }],
  ['days_running', { days_running: { min: 10 } }],
  ['engagement.likes', { engagement: { likes: { min: 100 } } }],
  ['funnels', { keyword: 'shoes', funnels: ['Quiz'] }],
])(
  'a free user searching with the locked %s gets 403 with the free-version message',
  async (key, body) => {
    const free = await server.login('free@adlens.test');
    for (const path of ['/v1/tiktok/ads/search', '/v1/tiktok/ads/owner/1']) {
      const response = await search(free, body, path);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(expectErrorMeta(response.json)).toMatchObject({
        message: FREE_FILTER_LOCKED_MESSAGE,
        action: 'SNACKBAR',
        field: key,
      });
    }
  },
);

test('a free user searches with the open filters, and with locked ones left empty', async () => {
  const free = await server.login('free@adlens.test');
  const body = { keyword: 'a', countries: ['US'], trackers: [], days_running: {} };
  expect((await search(free, body)).status).toBe(200);
});

test('a paid plan searches with the filters a free plan locks', async () => {
  const response = await search(server.token, {
    trackers: ['Voluum'],
    engagement: { likes: { min: 1 } },
  });
  expect(response.status).toBe(200);
});

test.each([
  [{ status: 'active', last_seen: { from: '2026-01-01' } }, 'last_seen'],
  [{ days_running: { min: 3 }, first_seen: { to: '2026-01-01' } }, 'first_seen'],
])('conflicting filters together get 422 with the conflict message', async (body, field) => {
  const response = await search(server.token, body);
  expect(response.status).toBe(422);
  expect(expectErrorMeta(response.json)).toMatchObject({
    message: FILTER_CONFLICT_MESSAGE,
    field,
  });
});

/** A value that sets the filter, whatever its kind. */
function valueFor(definition: FilterDefinition): AdFilters {
  const first = definition.options[0]?.value ?? 'x';
  switch (definition.kind) {
    case 'text':
      return { keyword: 'a' };
    case 'single_select':
      return { [definition.key]: first };
    case 'multi_select':
      return { [definition.key]: [first] };
    case 'range':
      return { [definition.key]: { min: 1 } };
    case 'date_range':
      return { [definition.key]: { from: '2025-01-01' } };
    case 'engagement_range':
      return { engagement: { [definition.engagement_key ?? 'likes']: { min: 1 } } };
  }
}

test('the API refuses exactly the filter combinations the served filter set rules out', async () => {
  const free = await server.login('free@adlens.test');
  const served = successBodySchema(searchFiltersEndpoint.data).parse(
    (await server.request('GET', '/v1/filters/tiktok/search', { token: free })).json,
  ).data;
  await fc.assert(
    fc.asyncProperty(fc.subarray(served.filters, { maxLength: 4 }), async (chosen) => {
      const filters: AdFilters = Object.assign(
        {},
        ...chosen.map((definition) => valueFor(definition)),
      );
      const breach = filterRuleBreach(filters, served);
      const expected = breach === null ? 200 : breach.kind === 'locked' ? 403 : 422;
      const keys = chosen.map((definition) => definition.key);
      const response = await search(free, filters);
      expect({ keys, status: response.status }).toEqual({ keys, status: expected });
    }),
    // A fixed seed: every run checks the same cases (nothing passes or fails by chance).
    { numRuns: 40, seed: 42 },
  );
});
