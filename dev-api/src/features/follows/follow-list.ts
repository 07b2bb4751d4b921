import {
  CHANGE_KINDS,
  type ChangeCounts,
  type Follow,
  STALE_AFTER_DAYS,
  followSchema,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { isoSql } from '../../db/sql-format';
import { daysBetween } from '../../seed/reference-date';
import { budgetsToday } from './alert-budget';

const MAX_CHANGED_IDS = 100;

const changeRowSchema = z.object({
  follow_id: z.number(),
  ad_id: z.number(),
  kind: z.enum(CHANGE_KINDS),
});

const followRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  platform: z.string(),
  target_id: z.number(),
  name: z.string(),
  delivery: z.string(),
  created_at: z.string(),
  seen_at: z.string().nullable(),
  last_activity: z.string().nullable(),
  followers: z.number(),
  alert_budget: z.number(),
});

function emptyCounts(): ChangeCounts {
  return { new_ad: 0, stopped: 0, landing_changed: 0, new_country: 0 };
}

/**
 * A user's follows (or one of them) with what changed since they last opened the Following page,
 * when the owner last showed an ad (stale after STALE_AFTER_DAYS days) and how many follow the
 * same thing. A follow whose saved filter was deleted is left out.
 */
export async function listFollows(
  db: Queryable,
  userId: number,
  today: string,
  onlyId?: number,
): Promise<Follow[]> {
  const rows = (
    await db.query(
      `SELECT f.id, f.kind, f.platform, f.target_id, f.delivery, f.alert_budget,
              ${isoSql('f.created_at')} AS created_at,
              CASE WHEN f.seen_at IS NULL THEN NULL ELSE ${isoSql('f.seen_at')} END AS seen_at,
              coalesce(o.name, c.name, s.name) AS name,
              (SELECT max(a.last_seen)::text FROM ads a
                WHERE a.owner_id = coalesce(o.id, c.owner_id)) AS last_activity,
              (SELECT count(*)::int FROM follows g
                WHERE g.kind = f.kind AND g.target_id = f.target_id) AS followers
       FROM follows f
       LEFT JOIN owners o ON f.kind = 'owner' AND o.id = f.target_id
       LEFT JOIN campaigns c ON f.kind = 'campaign' AND c.id = f.target_id
       LEFT JOIN saved_filters s ON f.kind = 'saved_filter' AND s.id = f.target_id
       WHERE f.user_id = $1 AND ($2::int IS NULL OR f.id = $2)
         AND coalesce(o.name, c.name, s.name) IS NOT NULL
       ORDER BY f.created_at DESC, f.id DESC`,
      [userId, onlyId ?? null],
    )
  ).map((row) => followRowSchema.parse(row));
  const changes = (
    await db.query(
      `SELECT fm.follow_id, e.ad_id, e.kind
       FROM follow_matches fm
       JOIN follows f ON f.id = fm.follow_id
       JOIN change_events e ON e.id = fm.event_id
       JOIN ingest_runs r ON r.id = e.run_id
       WHERE f.user_id = $1 AND ($2::int IS NULL OR f.id = $2)
         AND (f.seen_at IS NULL OR r.ran_at > f.seen_at)
       ORDER BY e.id DESC`,
      [userId, onlyId ?? null],
    )
  ).map((row) => changeRowSchema.parse(row));
  const budgets = await budgetsToday(db, rows, today);
  return rows.map((row) => {
    const own = changes.filter((change) => change.follow_id === row.id);
    const counts = emptyCounts();
    for (const kind of CHANGE_KINDS) {
      const ads = own.filter((change) => change.kind === kind).map((change) => change.ad_id);
      // Countries are counted per change (one per campaign and country), the rest per ad.
      counts[kind] = kind === 'new_country' ? ads.length : new Set(ads).size;
    }
    const stale =
      row.last_activity !== null && daysBetween(row.last_activity, today) > STALE_AFTER_DAYS;
    return followSchema.parse({
      ...row,
      changes_since_seen: counts,
      changed_ad_ids: [...new Set(own.map((change) => change.ad_id))].slice(0, MAX_CHANGED_IDS),
      stale,
      budget: budgets.get(row.id),
    });
  });
}
