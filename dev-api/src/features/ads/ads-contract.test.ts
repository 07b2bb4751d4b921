import {
  AD_DETAIL_CREDIT_COST,
  adDetailEndpoint,
  adEngagementsEndpoint,
  adSearchEndpoint,
  ownerEndpoint,
  searchFiltersEndpoint,
  successBodySchema,
  urlChainEndpoint,
} from '@adlens/shared-contracts';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

test('search answers a page of cards that parses with the contract', async () => {
  const response = await server.request('POST', '/v1/tiktok/ads/search', {
    token: server.token,
    body: { sort: 'most_engagement', per_page: 5 },
  });
  const data = successBodySchema(adSearchEndpoint.data).parse(response.json).data;
  expect(data.items).toHaveLength(5);
  const totals = data.items.map((item) => item.engagement_total);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  expect(Object.keys(data.items[0]?.engagement ?? {}).sort()).toEqual([
    'comments',
    'favorites',
    'likes',
    'plays',
    'shares',
  ]);
});

test('filters narrow the results', async () => {
  const all = successBodySchema(adSearchEndpoint.data).parse(
    (await server.request('POST', '/v1/meta/ads/search', { token: server.token, body: {} })).json,
  ).data;
  const filtered = successBodySchema(adSearchEndpoint.data).parse(
    (
      await server.request('POST', '/v1/meta/ads/search', {
        token: server.token,
        body: { countries: ['US'], status: 'active' },
      })
    ).json,
  ).data;
  expect(filtered.total).toBeLessThan(all.total);
  expect(
    filtered.items.every(
      (item) => item.is_active && (item.countries.includes('US') || item.countries.includes('WW')),
    ),
  ).toBe(true);
});

test('an unknown platform is a 404 error body, not a 500', async () => {
  const response = await server.request('POST', '/v1/myspace/ads/search', {
    token: server.token,
    body: {},
  });
  expect(response.status).toBe(404);
  expect(expectErrorMeta(response.json).message).toBe('Unknown platform');
});

test('the first detail view costs AD_DETAIL_CREDIT_COST, a repeat view is free', async () => {
  const first = successBodySchema(adDetailEndpoint.data).parse(
    (await server.request('GET', '/v1/meta/ads/1', { token: server.token })).json,
  ).data;
  const again = successBodySchema(adDetailEndpoint.data).parse(
    (await server.request('GET', '/v1/meta/ads/1', { token: server.token })).json,
  ).data;
  expect(first.credits.charged).toBe(AD_DETAIL_CREDIT_COST);
  expect(again.credits).toEqual({ charged: 0, remaining: first.credits.remaining });
});

test('at zero credits the detail answers MODAL CREDIT_LIMIT', async () => {
  const poor = await server.login('nocredits@adlens.test');
  const response = await server.request('GET', '/v1/meta/ads/10', { token: poor });
  expect(expectErrorMeta(response.json)).toMatchObject({
    action: 'MODAL',
    modal_name: 'CREDIT_LIMIT',
  });
});

test('engagements, url chain, owner and filters parse with their schemas', async () => {
  // The chain and the history are parts of the paid detail: the detail is opened first.
  const detail = successBodySchema(adDetailEndpoint.data).parse(
    (await server.request('GET', '/v1/facebook/ads/2', { token: server.token })).json,
  ).data;
  const history = successBodySchema(adEngagementsEndpoint.data).parse(
    (
      await server.request('GET', '/v1/facebook/ads/2/engagements?interval=month', {
        token: server.token,
      })
    ).json,
  ).data;
  expect(history.keys).toEqual(expect.arrayContaining(['reactions', 'comments']));
  const chain = successBodySchema(urlChainEndpoint.data).parse(
    (await server.request('GET', '/v1/platform/url-chain/2', { token: server.token })).json,
  ).data;
  expect(chain.steps.at(-1)?.kind).toBe('final');
  const owner = successBodySchema(ownerEndpoint.data).parse(
    (
      await server.request('GET', `/v1/facebook/owner/${detail.ad.owner.id}`, {
        token: server.token,
      })
    ).json,
  ).data;
  expect(owner.total_ads).toBeGreaterThan(0);
  const free = await server.login('free@adlens.test');
  const filters = successBodySchema(searchFiltersEndpoint.data).parse(
    (await server.request('GET', '/v1/filters/native/search', { token: free })).json,
  ).data;
  expect(filters.filters.find((filter) => filter.key === 'trackers')?.locked).toBe(true);
});
