import {
  DEFAULT_ALERT_BUDGET,
  followBacktestEndpoint,
  followEndpoint,
  followsEndpoint,
  updateFollowEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';
import { recordLandingPages } from '../landing/landing-store';
import { announceChanges } from './announce-changes';
import { materialChangesOnly } from './landing-changes';
import { loadFollows, matchFollows } from './match-follows';
import { recordChanges } from './run-ingestion';
import type { DetectedChange } from './watch-snapshot';

// Decision 0070: landing changes reach followers only when material; a follow sends at most its
// budget of alerts a UTC day, the rest wait for the daily digest (the alert that spends the budget
// and the Following page say so); a rule's backtest replays the stored changes.
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
    {
      ad_id: ad.id,
      owner_id: ad.owner_id,
      campaign_id: ad.campaign_id,
      kind: 'stopped',
      detail: {},
    },
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
  expect(own(await runFinding(a, '2026-10-10T01:00:00.000Z')).map((n) => n.digest)).toEqual([
    false,
  ]);
  const second = own(await runFinding(b, '2026-10-10T02:00:00.000Z'));
  expect(second.map((n) => n.message)).toEqual([
    expect.stringContaining(
      'Alert budget reached (2 today): further changes go to the daily digest',
    ),
  ]);
  expect(own(await runFinding(c, '2026-10-10T03:00:00.000Z'))).toEqual([]);
  expect(own(await runFinding(d, '2026-10-10T04:00:00.000Z'))).toEqual([]);
  const held = await server.db.query('SELECT event_id FROM held_events WHERE follow_id = $1', [
    mine.id,
  ]);
  expect(held).toHaveLength(2);

  server.clock.now = new Date('2026-10-10T05:00:00.000Z');
  expect((await listed(mine.id))?.budget).toEqual({ limit: 2, alerts: 2, held: 2 });

  // The first run after 08:00 sends the digest with the held changes, and the budget is still spent.
  const morning = own(await runFinding(e, '2026-10-10T09:00:00.000Z'));
  expect(morning.map((n) => [n.digest, n.adIds])).toEqual([[true, [c.id, d.id]]]);
  expect(
    await server.db.query('SELECT 1 FROM held_events WHERE follow_id = $1', [mine.id]),
  ).toHaveLength(3);

  // A new UTC day gives the budget back.
  const next = own(await runFinding(a, '2026-10-11T01:00:00.000Z'));
  expect(next.map((n) => [n.digest, n.adIds])).toEqual([[false, [a.id]]]);
  server.clock.now = new Date('2026-10-11T02:00:00.000Z');
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
    expect(errorOf(await patch({ delivery: 'instant', alert_budget }))).toMatchObject({
      status: 422,
      action: 'INLINE',
      field: 'alert_budget',
    });
  }
  const updated = okData(
    updateFollowEndpoint,
    await patch({ delivery: 'instant', alert_budget: 12 }),
  );
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

function page(offer: string, note = ''): string {
  return `<html><body><section><h1>Blender Pro</h1><p>${offer}</p><p>${note}</p></section></body></html>`;
}

test('a landing move or page revision reaches followers only when it is material', async () => {
  const ads = await metaAds(5, 3);
  const [cosmeticMove, materialMove, unreadMove, revised, reworded] = ads;
  if (!cosmeticMove || !materialMove || !unreadMove || !revised || !reworded)
    throw new Error('the seed has no meta owner with 5 ads');
  const url = (name: string) => `https://shop.example/${name}`;
  await recordLandingPages(server.db, '2026-11-10', [
    { url: url('a'), html: page('Now only $49', 'Updated Nov 9') },
    { url: url('c'), html: page('Now only $49') },
    { url: url('e'), html: page('Now only $49') },
    { url: url('f'), html: page('Now only $49', '1,204 people bought this') },
  ]);
  await recordLandingPages(server.db, '2026-11-11', [
    { url: url('b'), html: page('Now only $49', 'Updated Nov 11') },
    { url: url('d'), html: page('Now only $39') },
    { url: url('x'), html: page('Now only $49') },
    { url: url('e'), html: page('Now only $39') },
    { url: url('f'), html: page('Now only $49', '1,377 people bought this') },
  ]);
  await server.db.query(
    `UPDATE ads SET final_url = CASE id WHEN $1 THEN $3 ELSE $4 END, is_active = true
     WHERE id IN ($1, $2)`,
    [revised.id, reworded.id, url('e'), url('f')],
  );
  const move = (ad: Ad, from: string, to: string): DetectedChange => ({
    ad_id: ad.id,
    owner_id: ad.owner_id,
    campaign_id: ad.campaign_id,
    kind: 'landing_changed',
    detail: { from: url(from), to: url(to) },
    explanation: 'seen Nov 11 pointing to a new landing page',
  });
  const stop: DetectedChange = { ...move(revised, 'a', 'b'), kind: 'stopped', detail: {} };
  const kept = await materialChangesOnly(server.db, '2026-11-11', [
    stop,
    move(cosmeticMove, 'a', 'b'),
    move(materialMove, 'c', 'd'),
    move(unreadMove, 'never-read', 'x'),
  ]);
  expect(kept.map((change) => [change.ad_id, change.kind, change.explanation])).toEqual([
    [revised.id, 'stopped', stop.explanation],
    [
      materialMove.id,
      'landing_changed',
      'seen Nov 11 pointing to a new landing page: price $49 -> $39',
    ],
    [unreadMove.id, 'landing_changed', 'seen Nov 11 pointing to a new landing page'],
    [revised.id, 'landing_changed', 'page changed Nov 11: price $49 -> $39'],
  ]);
});

describe('the backtest of an alert rule', () => {
  let owner: Ad;
  let other: Ad;
  const backtest = (body: unknown) =>
    server.request('POST', '/v1/follows/backtest', { token: server.token, body });

  beforeAll(async () => {
    // Owners the tests above recorded no change of.
    const unchanged = (count: number, except = 0) =>
      server.db.query<Ad>(
        `SELECT id, owner_id, campaign_id FROM ads WHERE owner_id = (
           SELECT owner_id FROM ads WHERE platform = 'meta' AND owner_id <> $2
             AND owner_id NOT IN (SELECT owner_id FROM change_events)
           GROUP BY owner_id HAVING count(*) >= $1 ORDER BY owner_id DESC LIMIT 1)
         ORDER BY id LIMIT $1`,
        [count, except],
      );
    const ads = await unchanged(4);
    const [stranger] = await unchanged(1, ads[0]?.owner_id);
    const [first, , , last] = ads;
    if (!first || !last || !stranger) throw new Error('the seed has too few meta owners');
    owner = first;
    other = stranger;
    const runAt = async (at: string, allChanges: boolean, changes: DetectedChange[]) => {
      const [run] = await server.db.query<{ id: number }>(
        `INSERT INTO ingest_runs (day, ran_at, summary, all_changes)
         VALUES ($1::date, $1, '{}', $2) RETURNING id`,
        [at, allChanges],
      );
      if (!run) throw new Error('no run');
      await recordChanges(server.db, run.id, changes, new Map());
    };
    const change = (ad: Ad, kind: DetectedChange['kind']): DetectedChange => ({
      ad_id: ad.id,
      owner_id: ad.owner_id,
      campaign_id: ad.campaign_id,
      kind,
      detail: kind === 'new_country' ? { country: 'DE' } : {},
    });
    const [, second, third] = ads;
    if (!second || !third) throw new Error('too few ads');
    // Before every change was recorded: not replayed, and not counted as covered.
    await runAt('2026-11-21T06:00:00.000Z', false, [change(first, 'new_ad')]);
    await runAt('2026-11-25T06:00:00.000Z', true, [
      change(first, 'new_ad'),
      change(second, 'new_ad'),
      change(first, 'new_country'),
      change(other, 'new_ad'),
    ]);
    await runAt('2026-11-25T07:00:00.000Z', true, [change(third, 'stopped')]);
    await runAt('2026-11-26T06:00:00.000Z', true, [change(last, 'landing_changed')]);
    server.clock.now = new Date('2026-11-27T12:00:00.000Z');
  });

  test('counts what the rule would have sent, by kind, and how much of the range the data covers', async () => {
    const rule = { kind: 'owner', platform: 'meta', target_id: owner.owner_id };
    const before = await server.db.query(
      'SELECT (SELECT count(*) FROM change_events) AS e, (SELECT count(*) FROM announcements) AS a, (SELECT used_credits FROM users ORDER BY id LIMIT 1) AS c',
    );
    expect(okData(followBacktestEndpoint, await backtest(rule))).toEqual({
      days: 30,
      from: '2026-10-29',
      to: '2026-11-27',
      covered_from: '2026-11-25',
      covered_days: 2,
      changes: { new_ad: 2, stopped: 1, landing_changed: 1, new_country: 0, reactivated: 0 },
      total: 4,
      alerts: 3,
      held: 0,
    });
    // A budget of 1: the second run of Nov 25 goes to that day's digest.
    expect(
      okData(followBacktestEndpoint, await backtest({ ...rule, alert_budget: 1 })),
    ).toMatchObject({ total: 4, alerts: 3, held: 1 });
    expect(
      okData(followBacktestEndpoint, await backtest({ ...rule, delivery: 'daily_digest' })),
    ).toMatchObject({ total: 4, alerts: 2, held: 0 });
    // Read only: nothing recorded, announced or charged.
    expect(
      await server.db.query(
        'SELECT (SELECT count(*) FROM change_events) AS e, (SELECT count(*) FROM announcements) AS a, (SELECT used_credits FROM users ORDER BY id LIMIT 1) AS c',
      ),
    ).toEqual(before);
  });

  test('names the malformed field with a 422 and answers 404 for what does not exist', async () => {
    const rule = { kind: 'owner', platform: 'meta', target_id: owner.owner_id };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...rule, kind: 'everything' }, 'kind'],
      [{ ...rule, target_id: -3 }, 'target_id'],
      [{ ...rule, delivery: 'hourly' }, 'delivery'],
      [{ ...rule, alert_budget: 0 }, 'alert_budget'],
    ];
    for (const [body, field] of cases)
      expect(errorOf(await backtest(body))).toMatchObject({ status: 422, field });
    expect(errorOf(await backtest({ ...rule, target_id: 2_000_000_000 }))).toMatchObject({
      status: 404,
    });
    expect(errorOf(await backtest({ ...rule, platform: 'reddit' }))).toMatchObject({
      status: 404,
    });
  });
});
