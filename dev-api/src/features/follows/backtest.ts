import {
  BACKTEST_DAYS,
  CHANGE_KINDS,
  type ChangeCounts,
  type FollowBacktest,
  type FollowDelivery,
  type FollowKind,
  type Platform,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { addDays } from '../../seed/reference-date';
import { matchFollows } from './match-follows';
import type { DetectedChange } from './watch-snapshot';

export interface BacktestRule {
  kind: FollowKind;
  platform: Platform;
  target_id: number;
  delivery: FollowDelivery;
  alert_budget: number;
}

const storedChangeSchema = z.object({
  run_id: z.number(),
  ran_on: z.string(),
  ad_id: z.number(),
  owner_id: z.number(),
  campaign_id: z.number().nullable(),
  kind: z.enum(CHANGE_KINDS),
});
type StoredChange = z.infer<typeof storedChangeSchema>;

/** Narrows the replay to the rule's own target before the follow matcher decides. */
const TARGET_SQL: Record<FollowKind, string> = {
  owner: "e.owner_id = $4 AND e.kind <> 'new_country'",
  campaign: 'e.campaign_id = $4',
  // A saved filter hears of new ads only: which ones it finds is the matcher's question.
  saved_filter: "e.kind = 'new_ad'",
};

/** The days in range whose runs recorded every change (decision 0070): the backtest's coverage. */
async function coveredDays(db: Queryable, from: string, to: string): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM ingest_runs
     WHERE all_changes AND day BETWEEN $1 AND $2 ORDER BY day`,
    [from, to],
  );
  return rows.map((row) => row.day);
}

async function storedChanges(
  db: Queryable,
  rule: BacktestRule,
  from: string,
  to: string,
): Promise<StoredChange[]> {
  const rows = await db.query(
    `SELECT e.run_id, to_char(r.ran_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS ran_on,
            e.ad_id, e.owner_id, e.campaign_id, e.kind
     FROM change_events e
     JOIN ingest_runs r ON r.id = e.run_id AND r.all_changes AND r.day BETWEEN $1 AND $2
     JOIN ads a ON a.id = e.ad_id AND a.platform = $3
     WHERE ${TARGET_SQL[rule.kind]}
     ORDER BY r.ran_at, e.id`,
    rule.kind === 'saved_filter'
      ? [from, to, rule.platform]
      : [from, to, rule.platform, rule.target_id],
  );
  return rows.map((row) => storedChangeSchema.parse(row));
}

/**
 * How many notifications the matched changes would have made: an instant rule one per run with
 * news until its budget for that UTC day is spent, the rest held for one digest that day; a
 * digest rule one a day.
 */
function replayDelivery(
  matched: StoredChange[],
  rule: BacktestRule,
): { alerts: number; held: number } {
  const runsByDay = new Map<string, Map<number, number>>();
  for (const change of matched) {
    const runs = runsByDay.get(change.ran_on) ?? new Map<number, number>();
    runs.set(change.run_id, (runs.get(change.run_id) ?? 0) + 1);
    runsByDay.set(change.ran_on, runs);
  }
  if (rule.delivery === 'daily_digest') return { alerts: runsByDay.size, held: 0 };
  let alerts = 0;
  let held = 0;
  for (const runs of runsByDay.values()) {
    const sizes = [...runs.values()];
    alerts += Math.min(sizes.length, rule.alert_budget);
    const over = sizes.slice(rule.alert_budget).reduce((sum, size) => sum + size, 0);
    held += over;
    if (over > 0) alerts += 1;
  }
  return { alerts, held };
}

/**
 * What an alert rule would have sent over the last `days` days ending `today` (decision 0070):
 * the stored changes of runs that recorded every change, matched as a follow would match them,
 * counted by kind and replayed through the rule's delivery and budget. Reads only.
 */
export async function backtestRule(
  db: Queryable,
  {
    rule,
    userId,
    today,
    days = BACKTEST_DAYS,
  }: {
    rule: BacktestRule;
    userId: number;
    today: string;
    days?: number;
  },
): Promise<FollowBacktest> {
  const from = addDays(today, -(days - 1));
  const covered = await coveredDays(db, from, today);
  const stored = await storedChanges(db, rule, from, today);
  const detected: DetectedChange[] = stored.map((change) => ({ ...change, detail: {} }));
  const follow = { id: 0, user_id: userId, ...rule };
  const indexes = (await matchFollows(db, [follow], detected)).get(0) ?? [];
  const matched = indexes.flatMap((index) => stored[index] ?? []);
  const changes: ChangeCounts = { new_ad: 0, stopped: 0, landing_changed: 0, new_country: 0 };
  for (const kind of CHANGE_KINDS) changes[kind] = matched.filter((c) => c.kind === kind).length;
  return {
    days,
    from,
    to: today,
    covered_from: covered[0] ?? null,
    covered_days: covered.length,
    changes,
    total: matched.length,
    ...replayDelivery(matched, rule),
  };
}
