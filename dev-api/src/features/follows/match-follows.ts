import {
  adFiltersSchema,
  followDeliverySchema,
  followKindSchema,
  platformSchema,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { SqlWhere, applyAdFilters } from '../ads/search-sql';
import { tagTermsForKeyword } from '../tag-vocabulary/vocabulary-store';
import type { DetectedChange } from './watch-snapshot';

const followRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: followKindSchema,
  platform: platformSchema,
  target_id: z.number(),
  delivery: followDeliverySchema,
});
export type FollowRow = z.infer<typeof followRowSchema>;

export async function loadFollows(db: Queryable): Promise<FollowRow[]> {
  const rows = await db.query(
    'SELECT id, user_id, kind, platform, target_id, delivery FROM follows ORDER BY id',
  );
  return rows.map((row) => followRowSchema.parse(row));
}

/** The new ads among `adIds` that a saved filter's search would find. */
async function savedFilterMatches(
  db: Queryable,
  savedFilterId: number,
  adIds: number[],
): Promise<Set<number>> {
  const [saved] = await db.query<{ platform: string; filters: unknown; user_id: number }>(
    'SELECT platform, filters, user_id FROM saved_filters WHERE id = $1',
    [savedFilterId],
  );
  if (!saved || adIds.length === 0) return new Set();
  const where = new SqlWhere();
  const filters = adFiltersSchema.parse(saved.filters);
  applyAdFilters(
    where,
    platformSchema.parse(saved.platform),
    filters,
    await tagTermsForKeyword(db, saved.user_id, filters.keyword),
  );
  where.add(`a.id = ANY(${where.param(adIds)}::int[])`);
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM ads a ${where.toSql()}`,
    where.params,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Which of the run's changes each follow matches: an owner's ads (new, stopped, moved landing
 * page), a campaign's ads and its new countries, and the new ads a saved filter would find.
 * Returns the change indexes per follow id.
 */
export async function matchFollows(
  db: Queryable,
  follows: FollowRow[],
  changes: DetectedChange[],
): Promise<Map<number, number[]>> {
  const newAdIds = changes.filter((change) => change.kind === 'new_ad').map((c) => c.ad_id);
  const matches = new Map<number, number[]>();
  for (const follow of follows) {
    let indexes: number[] = [];
    if (follow.kind === 'owner') {
      indexes = changes.flatMap((change, index) =>
        change.owner_id === follow.target_id && change.kind !== 'new_country' ? [index] : [],
      );
    } else if (follow.kind === 'campaign') {
      indexes = changes.flatMap((change, index) =>
        change.campaign_id === follow.target_id ? [index] : [],
      );
    } else {
      const found = await savedFilterMatches(db, follow.target_id, newAdIds);
      indexes = changes.flatMap((change, index) =>
        change.kind === 'new_ad' && found.has(change.ad_id) ? [index] : [],
      );
    }
    if (indexes.length > 0) matches.set(follow.id, indexes);
  }
  return matches;
}
