import {
  DEFAULT_ALERT_BUDGET,
  followEndpoint,
  followsEndpoint,
  updateFollowEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';
import { announceChanges } from './announce-changes';
import { loadFollows, matchFollows } from './match-follows';
import { recordChanges } from './run-ingestion';
import type { DetectedChange } from './watch-snapshot';

// Decision 0070: a follow sends at most its budget of alerts a UTC day; the rest wait for the
// daily digest, and the alert that spends the budget and the Following page say so.
const server = useTestServer({ per: 'file', signIn: true });

type Ad = { id: number; owner_id: number; campaign_id: number | null };

async function metaAds(count: number, offset: number): Promise<Ad[]> {
  return server.db.query<Ad>(
    `SELECT id, owner_id, campaign_id FROM ads WHERE platform = 'meta'
       AND owner_id = (SELECT owner_id FROM ads WHERE platform = 'meta'
                       GROUP BY owner_id HAVING count(*) >= $1 ORDER BY owner_id OFFSET $2 LIMIT 1)
     ORDER BY id LIMIT $1`,
    [count, offset],
  );
}

async function follow(ownerId: number, extra: Record<string, unknown> = {}) {
  return okData(
    followEndpoint,
    await server.request('POST', '/v1/follows', {
      token: server.token,
      body: { kind: 'owner', platform: 'meta', target_id: ownerId, ...extra },
    }),
  );
}

/** One ingestion run at `at` that found `ad` stopped, recorded and announced as the real run does. */
async function runFinding(ad: Ad, at: string) {
  const now = new Date(at);
  const [run] = await server.db.query<{ id: number }>(
    "INSERT INTO ingest_runs (day, ran_at, summary, all_changes) VALUES ($1::date, $1, '{}', true) RETURNING id",
    [now.toISOString()],
  );
  if (!run) throw new Error('no run');
  const changes: DetectedChange[] = [
    { ad_id: ad.id, owner_id: ad.owner_id, campaign_id: ad.campaign_id, kind: 'stopped', detail: {} },
  ];
  await recordChanges(
    server.db,
    run.id,
    changes,
    await matchFollows(server.db, await loadFollows(server.db), changes),
  );
  return announceChanges(server.db, { runId: run.id, now });
}

async function listed(followId: number) {
  const items = okData(
    followsEndpoint,
    await server.request('GET', '/v1/follows', { token: server.token }),
  ).items;
  return items.find((item) => item.id === followId);
}

test('after its budget of alerts in a UTC day, a follow holds the rest for the digest and says so', async () => {
  const ads = await metaAds(5, 0);
  const [a, b, c, d, e] = ads;
  if (!a || !b || !c || !d || !e) throw new Error('the seed has no meta owner with 5 ads');
  const mine = await follow(a.owner_id, { alert_budget: 2 });
  const own = (created: Awaited<ReturnType<typeof runFinding>>) =>
    created.filter((notification) => notification.followId === mine.id);

  // Before the digest hour (08:00 UTC): two alerts, the second saying the budget is spent.
  expect(own(await runFinding(a, '2026-11-10T01:00:00.000Z')).map((n) => n.digest)).toEqual([
    false,
  ]);
  const second = own(await runFinding(b, '2026-11-10T02:00:00.000Z'));
  expect(second.map((n) => n.message)).toEqual([
    expect.stringContaining(
      'Alert budget reached (2 today): further changes go to the daily digest',
    ),
  ]);
  expect(own(await runFinding(c, '2026-11-10T03:00:00.000Z'))).toEqual([]);
  expect(own(await runFinding(d, '2026-11-10T04:00:00.000Z'))).toEqual([]);
  const held = await server.db.query('SELECT event_id FROM held_events WHERE follow_id = $1', [
    mine.id,
  ]);
  expect(held).toHaveLength(2);

  server.clock.now = new Date('2026-11-10T05:00:00.000Z');
  expect((await listed(mine.id))?.budget).toEqual({ limit: 2, alerts: 2, held: 2 });

  // The first run after 08:00 sends the digest with the held changes, and the budget is still spent.
  const morning = own(await runFinding(e, '2026-11-10T09:00:00.000Z'));
  expect(morning.map((n) => [n.digest, n.adIds])).toEqual([[true, [c.id, d.id]]]);
  expect(
    await server.db.query('SELECT 1 FROM held_events WHERE follow_id = $1', [mine.id]),
  ).toHaveLength(3);

  // A new UTC day gives the budget back.
  const next = own(await runFinding(a, '2026-11-11T01:00:00.000Z'));
  expect(next.map((n) => [n.digest, n.adIds])).toEqual([[false, [a.id]]]);
  server.clock.now = new Date('2026-11-11T02:00:00.000Z');
  expect((await listed(mine.id))?.budget).toEqual({ limit: 2, alerts: 1, held: 0 });
});

test('the budget is editable, with the default when absent and a 422 naming the field when malformed', async () => {
  const [ad] = await metaAds(1, 1);
  if (!ad) throw new Error('no meta owner');
  const mine = await follow(ad.owner_id);
  expect(mine.budget?.limit).toBe(DEFAULT_ALERT_BUDGET);
  const patch = (body: unknown) =>
    server.request('PATCH', `/v1/follows/${mine.id}`, { token: server.token, body });
  for (const alert_budget of [0, 51, 2.5, '3', null]) {
    expect(errorOf(await patch({ alert_budget }))).toMatchObject({
      status: 422,
      action: 'INLINE',
      field: 'alert_budget',
    });
  }
  const updated = okData(updateFollowEndpoint, await patch({ alert_budget: 12 }));
  expect(updated).toMatchObject({ delivery: 'instant', budget: { limit: 12 } });
  // Changing the delivery alone keeps the budget.
  expect(okData(updateFollowEndpoint, await patch({ delivery: 'daily_digest' }))).toMatchObject({
    delivery: 'daily_digest',
    budget: { limit: 12 },
  });
  const [other] = await metaAds(1, 2);
  if (!other) throw new Error('no meta owner');
  expect(
    errorOf(
      await server.request('POST', '/v1/follows', {
        token: server.token,
        body: { kind: 'owner', platform: 'meta', target_id: other.owner_id, alert_budget: 0 },
      }),
    ),
  ).toMatchObject({ status: 422, field: 'alert_budget' });
});
