import { useTestServer } from '../testing/use-test-server';

/** Concurrent writes to one collection, one team and one user's saved filters lose nothing. */

const server = useTestServer({ signIn: true });

const AT_ONCE = 16;
const indexes = Array.from({ length: AT_ONCE }, (_, index) => index);

function dataOf(json: unknown): Record<string, unknown> {
  const data = (json as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

it('keeps every ad bookmarked into one collection at the same time', async () => {
  const created = await server.request('POST', '/v1/bookmark/collections/platform/meta', {
    token: server.token,
    body: { name: 'Concurrent picks' },
  });
  expect(created.status).toBe(200);
  const collectionId = Number(dataOf(created.json).id);
  const ads = await server.db.query<{ id: number }>(
    "SELECT id FROM ads WHERE platform = 'meta' ORDER BY id LIMIT $1",
    [AT_ONCE],
  );
  const answers = await Promise.all(
    ads.map(({ id }) =>
      server.request('POST', `/v1/bookmark/platform/meta/ads/${id}`, {
        token: server.token,
        body: { collection_ids: [collectionId] },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(ads.map(() => 200));
  const kept = await server.db.query<{ ad_id: number }>(
    'SELECT ad_id FROM collection_ads WHERE collection_id = $1 ORDER BY ad_id',
    [collectionId],
  );
  expect(kept.map((row) => row.ad_id)).toEqual(ads.map((ad) => ad.id));
});

it('fills the team up to its seats and no further, keeping every member it accepted', async () => {
  // A plan with a few free seats, so that some adds fit and the rest find the team full.
  await server.db.query(
    "UPDATE plans SET team_limit = 6 WHERE id = (SELECT plan_id FROM users WHERE email = 'demo@adlens.test')",
  );
  const before = dataOf(
    (await server.request('GET', '/v1/subscription/team/members', { token: server.token })).json,
  );
  const free = Number(before.limit) - Number(before.used);
  expect(free).toBeGreaterThan(0);
  const emails = indexes.map((index) => `teammate-${index}@adlens.test`);
  const answers = await Promise.all(
    emails.map((email) =>
      server.request('PUT', '/v1/subscription/team/add-member', {
        token: server.token,
        body: { email },
      }),
    ),
  );
  const accepted = emails.filter((_, index) => answers[index]?.status === 200);
  expect(accepted).toHaveLength(free);
  expect(answers.filter((answer) => answer.status !== 200).every((a) => a.status === 422)).toBe(
    true,
  );
  const after = dataOf(
    (await server.request('GET', '/v1/subscription/team/members', { token: server.token })).json,
  );
  const members = (after.members as { email: string }[]).map((member) => member.email);
  expect(members).toEqual(expect.arrayContaining(accepted));
  expect(after.used).toBe(Number(before.used) + accepted.length);
});

it('keeps every saved filter saved at the same time, within the limit', async () => {
  const count = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_filters'))[0]?.n ??
    0;
  const before = await count();
  const answers = await Promise.all(
    indexes.map((index) =>
      server.request('POST', '/v1/filters/meta/saved', {
        token: server.token,
        body: { name: `Saved at once ${index}`, filters: {} },
      }),
    ),
  );
  const saved = answers.filter((answer) => answer.status === 200).length;
  expect(saved).toBeGreaterThan(0);
  expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
  expect(await count()).toBe(before + saved);
});
