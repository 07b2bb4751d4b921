import { type AdTagQueryField, queryNamesTag, renameTagInQuery } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { likeContains } from '../../db/like-pattern';
import { teamOwnerSql } from './team-of-user';

export interface OrphanedFilter {
  id: number;
  name: string;
  email: string;
  filters: Record<string, unknown>;
  keyword: string;
}

/**
 * The saved filters of the team (owner and members) whose query names `family:name`: a change
 * that takes that name away would leave them finding nothing, or failing.
 */
export async function orphanedFilters(
  tx: Queryable,
  ownerId: number,
  family: AdTagQueryField,
  name: string,
): Promise<OrphanedFilter[]> {
  const rows = await tx.query<{ id: number; name: string; email: string; filters: unknown }>(
    `SELECT f.id, f.name, u.email, f.filters FROM saved_filters f JOIN users u ON u.id = f.user_id
     WHERE ${teamOwnerSql('f.user_id')} = $1 AND lower(f.filters->>'keyword') LIKE $2
     ORDER BY f.id
     FOR UPDATE OF f`,
    [ownerId, likeContains(`${family}:${name}`)],
  );
  return rows.flatMap((row) => {
    const filters = row.filters as Record<string, unknown>;
    return typeof filters.keyword === 'string' && queryNamesTag(filters.keyword, family, name)
      ? [{ id: row.id, name: row.name, email: row.email, filters, keyword: filters.keyword }]
      : [];
  });
}

export interface TagRenaming {
  family: AdTagQueryField;
  name: string;
  replacement: string;
}

/** Each filter's query with the tag's new name (or the name it was merged into). */
export function rewrittenKeywords(filters: readonly OrphanedFilter[], change: TagRenaming) {
  return filters.map((filter) => ({
    filter,
    keyword: renameTagInQuery(filter.keyword, change.family, change.name, change.replacement),
  }));
}

export async function rewriteFilters(
  tx: Queryable,
  rewritten: ReturnType<typeof rewrittenKeywords>,
): Promise<void> {
  for (const { filter, keyword } of rewritten) {
    await tx.query('UPDATE saved_filters SET filters = $2 WHERE id = $1', [
      filter.id,
      JSON.stringify({ ...filter.filters, keyword }),
    ]);
  }
}

/** The 409's message: which filters, whose, and how to go ahead. */
export function orphanMessage(filters: readonly OrphanedFilter[], change: TagRenaming): string {
  const listed = filters.map((filter) => `"${filter.name}" (${filter.email})`).join(', ');
  const noun = filters.length === 1 ? 'saved filter uses' : 'saved filters use';
  return `${filters.length} ${noun} ${change.family}:${change.name}: ${listed}. Confirm to rewrite them to ${change.family}:${change.replacement}.`;
}
