import {
  AD_TAG_VOCABULARY_VERSION,
  type TagVocabularyTerm,
  defaultTagTerms,
  tagVocabularyTermSchema,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { keywordNamesTag } from '../ads/keyword-query-sql';
import { teamOwnerSql } from './team-of-user';

/** A team's vocabulary as stored, or the default one (at the tagger's version) before a change. */
export interface StoredVocabulary {
  version: number;
  terms: TagVocabularyTerm[];
}

const storedTermsSchema = z.array(z.object(tagVocabularyTermSchema.shape));

export function defaultVocabulary(): StoredVocabulary {
  return { version: AD_TAG_VOCABULARY_VERSION, terms: defaultTagTerms() };
}

/** The team's vocabulary; `forUpdate` locks its row (inside a transaction) for a change. */
export async function loadVocabulary(
  db: Queryable,
  ownerId: number,
  { forUpdate = false } = {},
): Promise<StoredVocabulary> {
  if (forUpdate) {
    // The owner's row serialises changes also for a team whose vocabulary has no row yet.
    await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [ownerId]);
  }
  const [row] = await db.query<{ version: number; terms: unknown }>(
    'SELECT version, terms FROM tag_vocabularies WHERE owner_id = $1',
    [ownerId],
  );
  return row
    ? { version: row.version, terms: storedTermsSchema.parse(row.terms) }
    : defaultVocabulary();
}

/** Stores the next version with the change that made it; returns the new version. */
export async function saveVocabularyChange(
  tx: Queryable,
  ownerId: number,
  next: { terms: TagVocabularyTerm[]; change: object; rewrittenFilters: number[]; at: Date },
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO tag_vocabularies (owner_id, version, terms, updated_at)
     VALUES ($1, $2 + 1, $3, $4)
     ON CONFLICT (owner_id) DO UPDATE
       SET version = tag_vocabularies.version + 1, terms = EXCLUDED.terms, updated_at = EXCLUDED.updated_at
     RETURNING version`,
    [ownerId, AD_TAG_VOCABULARY_VERSION, JSON.stringify(next.terms), next.at.toISOString()],
  );
  if (!row) throw new Error('the vocabulary change was not stored');
  await tx.query(
    `INSERT INTO tag_vocabulary_changes (owner_id, version, change, rewritten_filters, changed_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      ownerId,
      row.version,
      JSON.stringify(next.change),
      next.rewrittenFilters,
      next.at.toISOString(),
    ],
  );
  return row.version;
}

/** The vocabulary a user's searches read: their team's (one query, on every search). */
export async function tagTermsOfUser(db: Queryable, userId: number): Promise<TagVocabularyTerm[]> {
  const [row] = await db.query<{ terms: unknown }>(
    `SELECT terms FROM tag_vocabularies WHERE owner_id = ${teamOwnerSql('$1::int')}`,
    [userId],
  );
  return row ? storedTermsSchema.parse(row.terms) : defaultTagTerms();
}

/**
 * The vocabulary a search reads: its team's when the keyword names a tag, and none otherwise, since
 * only tag words read one. Most searches name no tag and so skip the vocabulary's query.
 */
export async function tagTermsForKeyword(
  db: Queryable,
  userId: number,
  keyword: string | undefined,
): Promise<TagVocabularyTerm[] | undefined> {
  return keywordNamesTag(keyword) ? tagTermsOfUser(db, userId) : undefined;
}
