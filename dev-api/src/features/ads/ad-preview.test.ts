import {
  AD_DETAIL_CREDIT_COST,
  adDetailEndpoint,
  adPreviewEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer();

async function usedCredits(email: string): Promise<number> {
  const [row] = await server.db.query<{ used_credits: number }>(
    'SELECT used_credits FROM users WHERE email = $1',
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.used_credits;
}

async function metaAdIds(count: number): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>(
    "SELECT id FROM ads WHERE platform = 'meta' ORDER BY id DESC LIMIT $1",
    [count],
  );
  return rows.map((row) => row.id);
}

const preview = async (token: string, id: number, platform = 'meta') =>
  server.request('GET', `/v1/${platform}/ads/${id}/preview`, { token });

test('the preview of an ad never opened shows its card and its cost, and spends nothing', async () => {
  const token = await server.login();
  const [id = 0] = await metaAdIds(1);
  const before = await usedCredits('demo@adlens.test');
  const data = okData(adPreviewEndpoint, await preview(token, id));
  const again = okData(adPreviewEndpoint, await preview(token, id));
  expect(data).toMatchObject({ paid: false, cost: AD_DETAIL_CREDIT_COST });
  expect(data.ad).toMatchObject({ id, platform: 'meta' });
  expect(again).toEqual(data);
  expect(await usedCredits('demo@adlens.test')).toBe(before);
});

test('once the detail is paid, the preview says so in any new session of that user only', async () => {
  const [, id = 0] = await metaAdIds(2);
  const first = await server.login();
  okData(adDetailEndpoint, await server.request('GET', `/v1/meta/ads/${id}`, { token: first }));

  const newSession = await server.login();
  expect(okData(adPreviewEndpoint, await preview(newSession, id))).toMatchObject({
    paid: true,
    cost: 0,
  });
  const other = await server.login('nopayment@adlens.test');
  expect(okData(adPreviewEndpoint, await preview(other, id))).toMatchObject({
    paid: false,
    cost: AD_DETAIL_CREDIT_COST,
  });
});

test('a paid detail opened again, even twice at once, is not charged again', async () => {
  const [, , id = 0] = await metaAdIds(3);
  const token = await server.login();
  const before = await usedCredits('demo@adlens.test');
  const [a, b] = await Promise.all([
    server.request('GET', `/v1/meta/ads/${id}`, { token }),
    server.request('GET', `/v1/meta/ads/${id}`, { token }),
  ]);
  const charged = [a, b].map((response) => okData(adDetailEndpoint, response).credits.charged);
  expect(charged.sort()).toEqual([0, AD_DETAIL_CREDIT_COST]);
  const later = okData(
    adDetailEndpoint,
    await server.request('GET', `/v1/meta/ads/${id}`, { token: await server.login() }),
  );
  expect(later.credits.charged).toBe(0);
  expect(await usedCredits('demo@adlens.test')).toBe(before + AD_DETAIL_CREDIT_COST);
});

test('the preview of a missing ad, or of an ad under another platform, is a 404', async () => {
  const token = await server.login();
  const [id = 0] = await metaAdIds(1);
  expect(errorOf(await preview(token, 99_999_999))).toMatchObject({ status: 404 });
  expect(errorOf(await preview(token, id, 'tiktok'))).toMatchObject({ status: 404 });
});

test('the preview needs a signed-in user (the session-expired error otherwise)', async () => {
  const [id = 0] = await metaAdIds(1);
  const response = await server.request('GET', `/v1/meta/ads/${id}/preview`);
  expect(errorOf(response)).toMatchObject({ status: 403, action: 'REDIRECT_WITH_LOGOUT' });
});
