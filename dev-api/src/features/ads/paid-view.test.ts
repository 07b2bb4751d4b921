import {
  adDetailEndpoint,
  adSearchEndpoint,
  shareAdEndpoint,
  sharedAdEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { UNPAID_DETAIL_MESSAGE } from './paid-view';

/**
 * The paid detail has no free side doors (decision 0024): its URL chain, engagement history and
 * share link answer only after this user's detail view of the ad was charged, and a public link
 * shows the creative and the card's facts, not the research the detail sells.
 */
const server = useTestServer({ per: 'test', signIn: true });

async function metaAdIds(count: number): Promise<number[]> {
  const response = await server.request('POST', '/v1/meta/ads/search', {
    token: server.token,
    body: { per_page: count },
  });
  return successBodySchema(adSearchEndpoint.data)
    .parse(response.json)
    .data.items.map((ad) => ad.id);
}

async function firstMetaAd(): Promise<number> {
  const [id] = await metaAdIds(1);
  if (id === undefined) throw new Error('the seed has no meta ad');
  return id;
}

async function share(token: string, adId: number) {
  return server.request('POST', '/v1/platform/shared/ads', {
    token,
    body: { platform: 'meta', ad_id: adId },
  });
}

async function usedCredits(email: string): Promise<number> {
  const [row] = await server.db.query<{ used_credits: number }>(
    'SELECT used_credits FROM users WHERE email = $1',
    [email],
  );
  return row?.used_credits ?? -1;
}

const sideDoors = (adId: number) => [
  `/v1/platform/url-chain/${adId}`,
  `/v1/meta/ads/${adId}/engagements`,
  `/v1/meta/ads/${adId}/engagements?interval=day`,
  `/v1/meta/ads/${adId}/landing-history`,
];

test('a user at zero credits gets neither the detail, nor its parts, nor a share link', async () => {
  const adId = await firstMetaAd();
  const poor = await server.login('nocredits@adlens.test');
  const detail = await server.request('GET', `/v1/meta/ads/${adId}`, { token: poor });
  expect(expectErrorMeta(detail.json)).toMatchObject({ modal_name: 'CREDIT_LIMIT' });
  for (const path of sideDoors(adId)) {
    const response = await server.request('GET', path, { token: poor });
    expect({ path, status: response.status }).toEqual({ path, status: 402 });
    expect(expectErrorMeta(response.json)).toMatchObject({
      action: 'SNACKBAR',
      message: UNPAID_DETAIL_MESSAGE,
    });
  }
  const shared = await share(poor, adId);
  expect(shared.status).toBe(402);
  expect(expectErrorMeta(shared.json).message).toBe(UNPAID_DETAIL_MESSAGE);
  const [links] = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM shared_ads WHERE ad_id = $1',
    [adId],
  );
  expect(links?.count).toBe(0);
});

test('the parts of an unopened ad charge nothing; once the detail is paid they answer', async () => {
  const adId = await firstMetaAd();
  const before = await usedCredits('demo@adlens.test');
  for (const path of sideDoors(adId)) {
    expect((await server.request('GET', path, { token: server.token })).status).toBe(402);
  }
  expect((await share(server.token, adId)).status).toBe(402);
  expect(await usedCredits('demo@adlens.test')).toBe(before);

  const detail = await server.request('GET', `/v1/meta/ads/${adId}`, { token: server.token });
  expect(successBodySchema(adDetailEndpoint.data).parse(detail.json).data.credits.charged).toBe(1);
  for (const path of sideDoors(adId)) {
    expect((await server.request('GET', path, { token: server.token })).status).toBe(200);
  }
  expect((await share(server.token, adId)).status).toBe(200);
  expect(await usedCredits('demo@adlens.test')).toBe(before + 1);
});

test('an unknown ad is still a 404, not a payment question', async () => {
  for (const path of ['/v1/platform/url-chain/99999999', '/v1/meta/ads/99999999/engagements']) {
    expect((await server.request('GET', path, { token: server.token })).status).toBe(404);
  }
});

test('a public link shows the creative and the card facts, none of the paid research', async () => {
  const adId = await firstMetaAd();
  await server.request('GET', `/v1/meta/ads/${adId}`, { token: server.token });
  const link = successBodySchema(shareAdEndpoint.data).parse(
    (await share(server.token, adId)).json,
  ).data;
  const response = await server.request('GET', `/v1/meta/shared/ads/${link.token}`);
  const { ad } = successBodySchema(sharedAdEndpoint.data).parse(response.json).data;
  expect(ad.id).toBe(adId);
  expect(ad.media.length).toBeGreaterThan(0);
  const sent = successBodySchema(z.object({ ad: z.record(z.string(), z.unknown()) }));
  const keys = Object.keys(sent.parse(response.json).data.ad);
  for (const secret of [
    'targeting',
    'landing',
    'url_chain',
    'publishers',
    'related',
    'networks',
    'campaign_id',
    'bookmarked',
  ]) {
    expect(keys).not.toContain(secret);
  }
  const history = await server.request('GET', `/v1/meta/shared/ads/${link.token}/engagements`);
  expect(history.status).toBe(200);
});

test('a link made without a paid view (before the rule) is closed like an unknown one', async () => {
  const adId = await firstMetaAd();
  const [user] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'nocredits@adlens.test'",
  );
  await server.db.query(
    "INSERT INTO shared_ads (token, platform, ad_id, user_id) VALUES ('free-ride-token', 'meta', $1, $2)",
    [adId, user?.id],
  );
  for (const path of [
    '/v1/meta/shared/ads/free-ride-token',
    '/v1/meta/shared/ads/free-ride-token/engagements',
  ]) {
    const response = await server.request('GET', path);
    expect({ path, status: response.status }).toEqual({ path, status: 404 });
    expect(expectErrorMeta(response.json).message).toBe('This shared link does not exist');
  }
});

test('a link made by a user who paid stays readable after their credits run out', async () => {
  const adId = await firstMetaAd();
  await server.request('GET', `/v1/meta/ads/${adId}`, { token: server.token });
  const link = successBodySchema(shareAdEndpoint.data).parse(
    (await share(server.token, adId)).json,
  ).data;
  await server.db.query("UPDATE users SET used_credits = credits WHERE email = 'demo@adlens.test'");
  const response = await server.request('GET', `/v1/meta/shared/ads/${link.token}`);
  expect(response.status).toBe(200);
});

test('concurrent first views and shares of one ad charge once and make one link', async () => {
  const adId = await firstMetaAd();
  const before = await usedCredits('demo@adlens.test');
  const views = await Promise.all(
    Array.from({ length: 8 }, () =>
      server.request('GET', `/v1/meta/ads/${adId}`, { token: server.token }),
    ),
  );
  expect(views.map((view) => view.status)).toEqual(Array(8).fill(200));
  const links = await Promise.all(Array.from({ length: 8 }, () => share(server.token, adId)));
  const tokens = new Set(
    links.map((answer) => successBodySchema(shareAdEndpoint.data).parse(answer.json).data.token),
  );
  expect(tokens.size).toBe(1);
  expect(await usedCredits('demo@adlens.test')).toBe(before + 1);
});
