import { type CrawlDayResult, crawlDay } from '../../crawl/crawl-day';
import {
  CRAWL_FULL_RETENTION_DAYS,
  pruneCrawlBookkeeping,
} from '../../crawl/prune-crawl-bookkeeping';
import type { Database, Queryable } from '../../db/database';
import { type DaySummary, ingestDay } from '../../ingest/ingest-day';
import {
  type IngestScenario,
  NO_SCENARIO,
  namedFaultPlans,
  namedScopes,
  scenarioNow,
} from '../../ingest/ingest-scenario';
import { addDays, isoDay, seedDayOf } from '../../seed/reference-date';
import type { CreatedNotification, NotificationAnnouncer } from './announce';
import { BUMP_SEARCH_GENERATION_SQL } from '../ads/search-counts';
import { announceChanges } from './announce-changes';
import { loadFollows, matchFollows } from './match-follows';
import { evidenceChanges } from './evidence-changes';
import { materialChangesOnly } from './landing-changes';
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

/**
 * Stores every change of the run, followed or not (a backtest replays them, decision 0070), and
 * which follow matched which. Returns how many changes some follow matched.
 */
export async function recordChanges(
  db: Queryable,
  runId: number,
  changes: DetectedChange[],
  matches: Map<number, number[]>,
): Promise<number> {
  if (changes.length === 0) return 0;
  const rows = changes.map((change, ord) => ({
    ord,
    ad_id: change.ad_id,
    owner_id: change.owner_id,
    campaign_id: change.campaign_id,
    kind: change.kind,
    detail: change.detail,
    evidence: change.evidence ?? null,
    explanation: change.explanation ?? null,
  }));
  // Ids come from a sequence in the order the rows are inserted: sorted, they follow `ord`.
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO change_events (run_id, ad_id, owner_id, campaign_id, kind, detail, evidence, explanation)
     SELECT $1, ad_id, owner_id, campaign_id, kind, detail, evidence, explanation
     FROM jsonb_to_recordset($2::jsonb) AS r(ord int, ad_id int, owner_id int, campaign_id int,
       kind text, detail jsonb, evidence jsonb, explanation text)
     ORDER BY ord RETURNING id`,
    [runId, JSON.stringify(rows)],
  );
  const eventIds = inserted.map((row) => row.id).sort((a, b) => a - b);
  for (const [followId, indexes] of matches) {
    await db.query(
      'INSERT INTO follow_matches (follow_id, event_id) SELECT $1, unnest($2::int[])',
      [followId, indexes.map((index) => eventIds[index])],
    );
  }
  return new Set([...matches.values()].flat()).size;
}

/**
 * The steps of one run inside the caller's transaction: the world has its day, the crawls read it,
 * the index moves as far as their evidence goes, and the changes are that evidence's (plus the new
 * countries the index's ads reach).
 */
export async function ingestionSteps(
  tx: Queryable,
  now: Date,
  scenario: IngestScenario = NO_SCENARIO,
) {
  const run = await runNumber(tx);
  const day = isoDay(now);
  const [stored] = await tx.query<{ id: number }>(
    "INSERT INTO ingest_runs (day, ran_at, summary, all_changes) VALUES ($1, $2, '{}', true) RETURNING id",
    [day, now.toISOString()],
  );
  if (!stored) throw new Error('ingest run not stored');
  const before = await takeSnapshot(tx);
  const summary = await ingestDay(tx, {
    run,
    day,
    seedDay: await seedDayOfDatabase(tx, now),
    stopNewestOf: scenario.stop_newest,
    truthOf: namedScopes(scenario),
  });
  const crawl = await crawlDay(tx, {
    ingestRunId: stored.id,
    day,
    namedFaults: namedFaultPlans(scenario),
  });
  const after = await takeSnapshot(tx, before.maxAdId);
  await tx.query('UPDATE ingest_runs SET summary = $2 WHERE id = $1', [
    stored.id,
    JSON.stringify({ ...summary, crawl_runs: crawl.runs, complete_runs: crawl.complete }),
  ]);
  const changes = [
    ...(await materialChangesOnly(tx, day, await evidenceChanges(tx, crawl.events))),
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
  {
    now: clock,
    announcer,
    scenario = NO_SCENARIO,
  }: { now: Date; announcer?: NotificationAnnouncer; scenario?: IngestScenario },
): Promise<IngestionResult> {
  // A scenario's run may happen days ahead: a stop needs silences on K days (decision 0061).
  const now = scenarioNow(scenario, clock);
  const result = await db.transaction(async (tx) => {
    // First: new, stopped and moved ads change what searches count, in every server, and the row
    // lock the bump takes makes a re-tag batch wait for the run (search-counts.ts).
    await tx.exec(BUMP_SEARCH_GENERATION_SQL);
    const { run, day, runId, summary, crawl, changes } = await ingestionSteps(tx, now, scenario);
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
