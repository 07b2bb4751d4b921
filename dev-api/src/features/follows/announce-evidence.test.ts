import {
  adEvidenceEndpoint,
  followEndpoint,
  followEvidenceEndpoint,
  followsEndpoint,
} from '@adlens/shared-contracts';
import type { EvidenceEvent } from '../../crawl/evidence-state';
import { explainEvidence } from '../../crawl/explain-evidence';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';
import { notificationEntryOf } from '../webhooks/deliver-announcements';
import { announceChanges } from './announce-changes';
import { evidenceChanges } from './evidence-changes';
import { loadFollows, matchFollows } from './match-follows';
import { recordChanges } from './run-ingestion';

// Decision 0065: a return after a proven stop is announced like the other crawl changes, and
// every alert, the follow's and the ad's evidence carry the line that says why.
const server = useTestServer({ per: 'file', signIn: true });

const NOW = new Date('2026-11-04T09:00:00.000Z');

function reactivated(ad: { id: number; owner_id: number }): EvidenceEvent {
  const evidence = {
    runs: [{ run_id: 1, day: '2026-11-04', complete: true, pages_read: 2, cap_hit: false }],
    first_seen: '2026-10-20',
    last_seen: '2026-11-04',
    stopped_on: '2026-11-03',
    misses_to_stop: 2,
  };
  return {
    ad_id: ad.id,
    owner_id: ad.owner_id,
    platform: 'meta',
    kind: 'reactivated',
    day: '2026-11-04',
    evidence,
    explanation: explainEvidence('reactivated', evidence),
  };
}

test('a reactivated ad reaches its owner follower with its evidence line, in-app and by webhook', async () => {
  const [ad] = await server.db.query<{ id: number; owner_id: number }>(
    "SELECT id, owner_id FROM ads WHERE platform = 'meta' ORDER BY id LIMIT 1",
  );
  if (!ad) throw new Error('the seed has no meta ad');
  const follow = okData(
    followEndpoint,
    await server.request('POST', '/v1/follows', {
      token: server.token,
      body: { kind: 'owner', platform: 'meta', target_id: ad.owner_id },
    }),
  );
  const [run] = await server.db.query<{ id: number }>(
    "INSERT INTO ingest_runs (day, ran_at, summary) VALUES ('2026-11-04', $1, '{}') RETURNING id",
    [NOW.toISOString()],
  );
  if (!run) throw new Error('no run');
  const changes = await evidenceChanges(server.db, [reactivated(ad)]);
  expect(changes).toMatchObject([{ ad_id: ad.id, kind: 'reactivated' }]);
  const matches = await matchFollows(server.db, await loadFollows(server.db), changes);
  expect(matches.get(follow.id)).toEqual([0]);
  await recordChanges(server.db, run.id, changes, matches);

  const created = await announceChanges(server.db, { runId: run.id, now: NOW });
  const mine = created.find((notification) => notification.followId === follow.id);
  const line = `Ad ${ad.id} back: seen again Nov 4 after it stopped Nov 3`;
  expect(mine?.message).toBe(`1 back after a stop. ${line}`);
  if (!mine) throw new Error('no notification');
  // The webhook's body is this entry: the same text, evidence line included.
  expect(notificationEntryOf(mine).message).toContain(line);

  const listed = okData(
    followsEndpoint,
    await server.request('GET', '/v1/follows', { token: server.token }),
  ).items.find((item) => item.id === follow.id);
  expect(listed?.changes_since_seen.reactivated).toBe(1);
  expect(listed?.changed_ad_ids).toEqual([ad.id]);

  const followEvidence = okData(
    followEvidenceEndpoint,
    await server.request('GET', `/v1/follows/${follow.id}/evidence`, { token: server.token }),
  );
  expect(followEvidence.items).toEqual([
    expect.objectContaining({
      ad_id: ad.id,
      kind: 'reactivated',
      line: 'seen again Nov 4 after it stopped Nov 3',
    }),
  ]);
  const adEvidence = okData(
    adEvidenceEndpoint,
    await server.request('GET', `/v1/meta/ads/${ad.id}/evidence`, { token: server.token }),
  );
  expect(adEvidence.items.map((item) => [item.kind, item.day, item.line])).toEqual([
    ['reactivated', '2026-11-04', 'seen again Nov 4 after it stopped Nov 3'],
  ]);
});

test("an ad's evidence is a 404 for an unknown ad or the wrong platform, empty for an unchanged one", async () => {
  const [ad] = await server.db.query<{ id: number }>(
    `SELECT id FROM ads WHERE platform = 'native'
       AND id NOT IN (SELECT ad_id FROM change_events) ORDER BY id LIMIT 1`,
  );
  if (!ad) throw new Error('the seed has no native ad');
  const get = (path: string) => server.request('GET', path, { token: server.token });
  expect(errorOf(await get('/v1/meta/ads/999999999/evidence'))).toMatchObject({ status: 404 });
  expect(errorOf(await get(`/v1/meta/ads/${ad.id}/evidence`))).toMatchObject({ status: 404 });
  expect(okData(adEvidenceEndpoint, await get(`/v1/native/ads/${ad.id}/evidence`))).toEqual({
    items: [],
  });
});
