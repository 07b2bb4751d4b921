import { type CrawlDayResult, crawlDay } from '../../crawl/crawl-day';
import {
  CRAWL_FULL_RETENTION_DAYS,
  pruneCrawlBookkeeping,
} from '../../crawl/prune-crawl-bookkeeping';
import type { Database, Queryable } from '../../db/database';
import { type DaySummary, ingestDay } from '../../ingest/ingest-day';
import { addDays, isoDay, seedDayOf } from '../../seed/reference-date';
import type { CreatedNotification, NotificationAnnouncer } from './announce';
import { announceChanges } from './announce-changes';
import { loadFollows, matchFollows } from './match-follows';
import { evidenceChanges } from './evidence-changes';
import { compareSnapshots, takeSnapshot } from './watch-snapshot';
import type { DetectedChange } from './watch-snapshot';

export interface IngestionResult {
  run: number;
  day: string;
  /** What really happened in the world today (hidden from the app; the crawl finds it out). */
  summary: DaySummary;
  /** What the day's crawls read and proved. */
  crawl: CrawlDayResult;
  /** Changes found on followed things (each recorded once, whoever follows it). */
  changes: number;
  notifications: CreatedNotification[];
}

export async function seedDayOfDatabase(db: Queryable, now: Date): Promise<Date> {
  const [row] = await db.query<{ seed_day: string }>(
    "SELECT to_char(seed_day, 'YYYY-MM-DD') AS seed_day FROM seed_info LIMIT 1",
  );
  return row ? new Date(`${row.seed_day}T00:00:00.000Z`) : seedDayOf(now);
}

/** The number of the next run: it seeds the run's randomness. */
export async function runNumber(db: Queryable): Promise<number> {
  const [runs] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ingest_runs');
  return (runs?.n ?? 0) + 1;
}

/** Stores the changes some follow matched, and which follow matched which. */
export async function recordChanges(
  db: Queryable,
  runId: number,
  changes: DetectedChange[],
  matches: Map<number, number[]>,
): Promise<number> {
  const used = [...new Set([...matches.values()].flat())].sort((a, b) => a - b);
  const eventIds = new Map<number, number>();
  for (const index of used) {
    const change = changes[index];
    if (!change) continue;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO change_events (run_id, ad_id, owner_id, campaign_id, kind, detail, evidence, explanation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        runId,
        change.ad_id,
        change.owner_id,
        change.campaign_id,
        change.kind,
        JSON.stringify(change.detail),
        change.evidence === undefined ? null : JSON.stringify(change.evidence),
        change.explanation ?? null,
      ],
    );
    if (row) eventIds.set(index, row.id);
  }
  for (const [followId, indexes] of matches) {
    await db.query(
      'INSERT INTO follow_matches (follow_id, event_id) SELECT $1, unnest($2::int[])',
      [followId, indexes.map((index) => eventIds.get(index))],
    );
  }
  return used.length;
}

/**
 * The steps of one run inside the caller's transaction: the world has its day, the crawls read it,
 * the index moves as far as their evidence goes, and the changes are that evidence's (plus the new
 * countries the index's ads reach).
 */
export async function ingestionSteps(tx: Queryable, now: Date) {
  const run = await runNumber(tx);
  const day = isoDay(now);
  const [stored] = await tx.query<{ id: number }>(
    "INSERT INTO ingest_runs (day, ran_at, summary) VALUES ($1, $2, '{}') RETURNING id",
    [day, now.toISOString()],
  );
  if (!stored) throw new Error('ingest run not stored');
  const before = await takeSnapshot(tx);
  const summary = await ingestDay(tx, { run, day, seedDay: await seedDayOfDatabase(tx, now) });
  const crawl = await crawlDay(tx, { ingestRunId: stored.id, day });
  const after = await takeSnapshot(tx, before.maxAdId);
  await tx.query('UPDATE ingest_runs SET summary = $2 WHERE id = $1', [
    stored.id,
    JSON.stringify({ ...summary, crawl_runs: crawl.runs, complete_runs: crawl.complete }),
  ]);
  const changes = [
    ...(await evidenceChanges(tx, crawl.events)),
    ...compareSnapshots(before, after).filter((change) => change.kind === 'new_country'),
  ];
  return { run, day, runId: stored.id, summary, crawl, changes };
}

/**
 * One ingestion run (decisions 0030, 0061): the world's day, the crawls, the evidence-based
 * changes recorded and announced. All in one transaction, so a failed run leaves nothing
 * half-done (no run, sighting or belief of it); listeners hear of the notifications after commit.
 */
export async function runIngestion(
  db: Database,
  { now, announcer }: { now: Date; announcer?: NotificationAnnouncer },
): Promise<IngestionResult> {
  const result = await db.transaction(async (tx) => {
    const { run, day, runId, summary, crawl, changes } = await ingestionSteps(tx, now);
    const matches = await matchFollows(tx, await loadFollows(tx), changes);
    const recorded = await recordChanges(tx, runId, changes, matches);
    // After the run's events are stored, so the runs they name are kept (decision 0071).
    await pruneCrawlBookkeeping(tx, addDays(day, -CRAWL_FULL_RETENTION_DAYS));
    const notifications = await announceChanges(tx, { runId, now });
    return { run, day, summary, crawl, changes: recorded, notifications };
  });
  for (const created of result.notifications) await announcer?.notificationCreated(created);
  return result;
}
