import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSeededDatabase } from '../db/create-database';
import type { Queryable } from '../db/database';
import { seedDayPlus, testSeedDay } from '../testing/seed-day';
import { useTestServer } from '../testing/use-test-server';
import { addDays } from './reference-date';
import { readSeedDay } from './seed-day';

const server = useTestServer({ per: 'file' });

/** The dates a visitor of the demo sees first: renewal, newest ad, newest notification. */
async function demoDates(db: Queryable) {
  const [row] = await db.query<{ renews: string; newest_ad: string; newest_note: string }>(
    `SELECT to_char(u.renews_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS renews,
            (SELECT to_char(max(last_seen), 'YYYY-MM-DD') FROM ads) AS newest_ad,
            (SELECT to_char(max(n.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD')
               FROM notifications n WHERE n.user_id = u.id) AS newest_note
       FROM users u WHERE u.email = 'demo@adlens.test'`,
  );
  if (!row) throw new Error('no demo user');
  return row;
}

test('the seed is dated from the day it was seeded, and records that day', async () => {
  const db = server.db;
  expect(await readSeedDay(db)).toBe(testSeedDay());
  const dates = await demoDates(db);
  expect(dates.renews).toBe(seedDayPlus(20));
  expect(dates.newest_ad).toBe(testSeedDay());
  expect([seedDayPlus(-1), testSeedDay()]).toContain(dates.newest_note);
});

test('another seed day moves the dates and keeps the content', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'adlens-seed-day-'));
  const other = await createSeededDatabase(dir, {
    size: 'tiny',
    seedDay: new Date('2031-02-03T00:00:00.000Z'),
  });
  try {
    expect(await readSeedDay(other)).toBe('2031-02-03');
    expect((await demoDates(other)).renews).toBe(addDays('2031-02-03', 20));
    const titles = (q: Queryable) =>
      q.query<{ title: string }>('SELECT title FROM ads ORDER BY id LIMIT 50');
    expect(await titles(other)).toEqual(await titles(server.db));
  } finally {
    await other.close();
    await rm(dir, { recursive: true, force: true });
  }
});
