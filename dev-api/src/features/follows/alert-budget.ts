import type { FollowBudgetToday } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';

/** The start of `now`'s UTC day: a follow's budget is counted from here. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function heldKey(row: { follow_id: number; event_id: number }): string {
  return `${row.follow_id}:${row.event_id}`;
}

/** The changes of these follows that a spent budget holds for the digest (not yet announced). */
export async function heldEvents(db: Queryable, followIds: number[]): Promise<Set<string>> {
  const rows = await db.query<{ follow_id: number; event_id: number }>(
    'SELECT follow_id, event_id FROM held_events WHERE follow_id = ANY($1::int[])',
    [[...new Set(followIds)]],
  );
  return new Set(rows.map(heldKey));
}

/** Alerts (not digests) a follow sent since the start of `now`'s UTC day. */
export async function alertsToday(db: Queryable, followId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM announcements
     WHERE follow_id = $1 AND NOT digest AND created_at >= $2`,
    [followId, utcDayStart(now).toISOString()],
  );
  return row?.n ?? 0;
}

/** Parks changes past the day's budget: the next daily digest announces them (decision 0070). */
export async function holdForDigest(
  db: Queryable,
  followId: number,
  changes: { event_id: number }[],
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO held_events (follow_id, event_id, held_at)
     SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
    [followId, changes.map((change) => change.event_id), now.toISOString()],
  );
}

/** What the alert that spends the budget adds, so the alert list says why the next ones wait. */
export function budgetSpentLine(budget: number): string {
  return `Alert budget reached (${budget} today): further changes go to the daily digest`;
}

/** Each follow's budget on `today` (UTC yyyy-mm-dd): its limit, the alerts it sent, the changes it held back. */
export async function budgetsToday(
  db: Queryable,
  follows: { id: number; alert_budget: number }[],
  today: string,
): Promise<Map<number, FollowBudgetToday>> {
  const since = `${today}T00:00:00.000Z`;
  const ids = follows.map((follow) => follow.id);
  const alerts = await db.query<{ follow_id: number; n: number }>(
    `SELECT follow_id, count(*)::int AS n FROM announcements
     WHERE follow_id = ANY($1::int[]) AND NOT digest AND created_at >= $2 GROUP BY follow_id`,
    [ids, since],
  );
  const held = await db.query<{ follow_id: number; n: number }>(
    `SELECT follow_id, count(*)::int AS n FROM held_events
     WHERE follow_id = ANY($1::int[]) AND held_at >= $2 GROUP BY follow_id`,
    [ids, since],
  );
  const count = (rows: { follow_id: number; n: number }[], id: number) =>
    rows.find((row) => row.follow_id === id)?.n ?? 0;
  return new Map(
    follows.map((follow) => [
      follow.id,
      {
        limit: follow.alert_budget,
        alerts: count(alerts, follow.id),
        held: count(held, follow.id),
      },
    ]),
  );
}
