import { useTestServer } from '../../testing/use-test-server';
import { adTagRows } from '../tags/ad-tag-rows';
import { latestRetagJob, queueRetagJob, runRetagJob } from './retag-jobs';

const server = useTestServer();

async function tagSnapshot(): Promise<string[]> {
  const rows = await server.db.query<{ row: string }>(
    `SELECT ad_id || ' ' || family || ':' || tag || ' ' || rule || ' ' || evidence::text AS row
     FROM ad_tags ORDER BY ad_id, family, tag`,
  );
  return rows.map((row) => row.row);
}

async function demoId(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  if (!row) throw new Error('no demo user');
  return row.id;
}

test('a job that fails keeps the batches it committed and, run again, goes on from there', async () => {
  const before = await tagSnapshot();
  const ownerId = await demoId();
  const id = await queueRetagJob(server.db, ownerId, 2, new Date('2026-11-28T00:00:00Z'));
  const [{ n: total } = { n: 0 }] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ads',
  );
  expect(total).toBeGreaterThan(40);

  let batches = 0;
  const failOnThird: typeof adTagRows = (ads) => {
    batches += 1;
    if (batches === 3) throw new Error('the disk is full');
    return adTagRows(ads);
  };
  await expect(runRetagJob(server.db, id, { batchAds: 20, tagRows: failOnThird })).rejects.toThrow(
    'the disk is full',
  );
  expect(await latestRetagJob(server.db, ownerId)).toMatchObject({
    state: 'failed',
    done: 40,
    total,
    error: 'Stopped after 40 ads; it goes on from there when the server next starts',
  });
  // The failed batch rolled back whole: no ad lost its tags.
  expect(await tagSnapshot()).toEqual(before);

  const read: number[] = [];
  await runRetagJob(server.db, id, {
    batchAds: 20,
    tagRows: (ads) => {
      read.push(...ads.map((ad) => ad.id));
      return adTagRows(ads);
    },
  });
  expect(await latestRetagJob(server.db, ownerId)).toMatchObject({
    state: 'done',
    done: total,
    total,
    error: null,
  });
  expect(read).toHaveLength(total - 40);
  expect(await tagSnapshot()).toEqual(before);
});

test('a change while a job still waits joins it rather than queueing a second pass', async () => {
  const ownerId = await demoId();
  const at = new Date('2026-11-28T00:00:00Z');
  const first = await queueRetagJob(server.db, ownerId, 3, at);
  expect(await queueRetagJob(server.db, ownerId, 4, at)).toBe(first);
  expect(await latestRetagJob(server.db, ownerId)).toMatchObject({
    id: first,
    state: 'queued',
    vocabulary_version: 4,
  });
});
