import {
  CHANGE_KINDS,
  type FollowKind,
  followDeliverySchema,
  followKindSchema,
  platformSchema,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { CreatedNotification } from './announce';
import { alertEvidence, alertMessage } from './alert-message';
import { alertsToday, budgetSpentLine, heldEvents, heldKey, holdForDigest } from './alert-budget';
import { notificationTypeOf, summariseChanges } from './change-summary';
import { followTargetName } from './follow-targets';

/** Daily digests go out with the first run at or after this hour (UTC), once per user and day. */
export const DIGEST_HOUR_UTC = 8;

/** Owners before campaigns before saved filters: the most specific follow tells the news. */
const KIND_ORDER: Record<FollowKind, number> = { owner: 0, campaign: 1, saved_filter: 2 };

const pendingSchema = z.object({
  follow_id: z.number(),
  user_id: z.number(),
  kind: followKindSchema,
  platform: platformSchema,
  target_id: z.number(),
  delivery: followDeliverySchema,
  alert_budget: z.number(),
  event_id: z.number(),
  ad_id: z.number(),
  change: z.enum(CHANGE_KINDS),
  detail: z.record(z.string(), z.unknown()),
  explanation: z.string().nullable(),
});
type Pending = z.infer<typeof pendingSchema>;

/** The in-app view of exactly what one announcement announced. */
export function announcementLink(announcementId: number): string {
  return `/following?announcement=${announcementId}`;
}

function digestWindowStart(now: Date): Date | null {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
  );
  return now >= start ? start : null;
}

async function digestDue(db: Queryable, userId: number, now: Date): Promise<boolean> {
  const start = digestWindowStart(now);
  if (!start) return false;
  const sent = await db.query(
    'SELECT 1 FROM announcements WHERE user_id = $1 AND digest AND created_at >= $2 LIMIT 1',
    [userId, start.toISOString()],
  );
  return sent.length === 0;
}

function byFollow(rows: Pending[]): Map<number, Pending[]> {
  const groups = new Map<number, Pending[]>();
  for (const row of rows) groups.set(row.follow_id, [...(groups.get(row.follow_id) ?? []), row]);
  return groups;
}

/** Instant follows first (they announce now), then by kind, then oldest follow first. */
function announcingOrder(groups: Map<number, Pending[]>): Pending[][] {
  return [...groups.values()].sort((a, b) => {
    const [x, y] = [a[0], b[0]];
    if (!x || !y) return 0;
    const digest = Number(x.delivery === 'daily_digest') - Number(y.delivery === 'daily_digest');
    return digest || KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || x.follow_id - y.follow_id;
  });
}

/**
 * Announces the changes followers have not heard of: one notification per followed thing with
 * news, grouping its changes, and every change at most once per user however many of their follows
 * matched it (the ledger `announced_events`). Instant follows announce at every run, daily digests
 * once a day with all they gathered. Returns the notifications made, for delivery out of the app.
 */
export async function announceChanges(
  db: Queryable,
  { runId, now }: { runId: number; now: Date },
): Promise<CreatedNotification[]> {
  const rows = (
    await db.query(
      `SELECT f.id AS follow_id, f.user_id, f.kind, f.platform, f.target_id, f.delivery,
              f.alert_budget, e.id AS event_id, e.ad_id, e.kind AS change, e.detail,
              e.explanation
       FROM follow_matches fm
       JOIN follows f ON f.id = fm.follow_id
       JOIN change_events e ON e.id = fm.event_id
       WHERE NOT EXISTS (
         SELECT 1 FROM announced_events ae WHERE ae.user_id = f.user_id AND ae.event_id = e.id
       )
       ORDER BY f.user_id, f.id, e.id`,
    )
  ).map((row) => pendingSchema.parse(row));
  const held = await heldEvents(
    db,
    rows.map((row) => row.follow_id),
  );
  const created: CreatedNotification[] = [];
  const users = [...new Set(rows.map((row) => row.user_id))];
  for (const userId of users) {
    const due = await digestDue(db, userId, now);
    const claimed = new Set<number>();
    const groups = byFollow(rows.filter((row) => row.user_id === userId));
    for (const group of announcingOrder(groups)) {
      const follow = group[0];
      if (!follow) continue;
      const news = group.filter((row) => !claimed.has(row.event_id));
      const waiting = news.filter((row) => held.has(heldKey(row)));
      const fresh = news.filter((row) => !held.has(heldKey(row)));
      if (follow.delivery === 'daily_digest') {
        if (!due || news.length === 0) continue;
        for (const row of news) claimed.add(row.event_id);
        created.push(await announce(db, { runId, now, follow, news, digest: true }));
        continue;
      }
      for (const row of news) claimed.add(row.event_id);
      // Changes the budget held back wait for the digest, whatever today's budget (decision 0070).
      if (due && waiting.length > 0)
        created.push(await announce(db, { runId, now, follow, news: waiting, digest: true }));
      if (fresh.length === 0) continue;
      const sent = await alertsToday(db, follow.follow_id, now);
      if (sent >= follow.alert_budget) {
        await holdForDigest(db, follow.follow_id, fresh, now);
        continue;
      }
      const lastOfBudget = sent + 1 === follow.alert_budget;
      created.push(
        await announce(db, { runId, now, follow, news: fresh, digest: false, lastOfBudget }),
      );
    }
  }
  return created;
}

async function announce(
  db: Queryable,
  {
    runId,
    now,
    follow,
    news,
    digest,
    lastOfBudget = false,
  }: {
    runId: number;
    now: Date;
    follow: Pending;
    news: Pending[];
    digest: boolean;
    /** This alert spends the follow's last one of the day: it says so. */
    lastOfBudget?: boolean;
  },
): Promise<CreatedNotification> {
  const name =
    (await followTargetName(
      db,
      { kind: follow.kind, platform: follow.platform, id: follow.target_id },
      follow.user_id,
    )) ?? 'Followed';
  const changes = news.map((row) => ({
    ad_id: row.ad_id,
    kind: row.change,
    detail: row.detail,
    explanation: row.explanation,
  }));
  const title = digest ? `Daily digest: ${name}` : name;
  const message = lastOfBudget
    ? `${alertMessage(changes)}. ${budgetSpentLine(follow.alert_budget)}`
    : alertMessage(changes);
  const type = notificationTypeOf(changes, digest);
  const createdAt = now.toISOString();
  const [announcement] = await db.query<{ id: number }>(
    `INSERT INTO announcements (user_id, follow_id, run_id, digest, title, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [follow.user_id, follow.follow_id, runId, digest, title, message, createdAt],
  );
  if (!announcement) throw new Error('announcement not stored');
  await db.query(
    `INSERT INTO announced_events (user_id, event_id, announcement_id)
     SELECT $1, unnest($2::int[]), $3`,
    [follow.user_id, news.map((row) => row.event_id), announcement.id],
  );
  const link = announcementLink(announcement.id);
  const [notification] = await db.query<{ id: number }>(
    `INSERT INTO notifications (user_id, title, body, type, link, read, created_at)
     VALUES ($1, $2, $3, $4, $5, false, $6) RETURNING id`,
    [follow.user_id, title, message, type, link, createdAt],
  );
  if (!notification) throw new Error('notification not stored');
  return {
    userId: follow.user_id,
    notificationId: notification.id,
    announcementId: announcement.id,
    followId: follow.follow_id,
    digest,
    title,
    message,
    type,
    link,
    adIds: [...new Set(news.map((row) => row.ad_id))],
    platform: follow.platform,
    summary: summariseChanges(changes),
    evidence: alertEvidence(changes).lines,
    createdAt,
  };
}
