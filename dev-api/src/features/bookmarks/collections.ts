import {
  type Collection,
  type Platform,
  collectionSchema,
  mediaUrl,
} from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';

const COLLECTION_COLUMNS = `c.id, c.platform, c.name, c.is_default,
  (SELECT count(*)::int FROM collection_ads ca WHERE ca.collection_id = c.id) AS ad_count,
  (SELECT ca.ad_id FROM collection_ads ca WHERE ca.collection_id = c.id ORDER BY ca.added_at DESC LIMIT 1) AS cover_ad,
  c.created_at, c.updated_at`;

interface CollectionRow {
  [column: string]: unknown;
  id: number;
  platform: string;
  name: string;
  is_default: boolean;
  ad_count: number;
  cover_ad: number | null;
  created_at: Date;
  updated_at: Date;
}

function toCollection(row: CollectionRow): Collection {
  return collectionSchema.parse({
    ...row,
    cover_url: row.cover_ad ? mediaUrl(`ad-${row.cover_ad}-0`) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

export async function listCollections(
  db: Queryable,
  userId: number,
  platform: Platform,
): Promise<Collection[]> {
  const rows = await db.query<CollectionRow>(
    `SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.user_id = $1 AND c.platform = $2
     ORDER BY c.is_default DESC, c.created_at, c.id`,
    [userId, platform],
  );
  return rows.map(toCollection);
}

export async function getCollection(
  db: Queryable,
  userId: number,
  id: number,
): Promise<Collection> {
  const [row] = await db.query<CollectionRow>(
    `SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.user_id = $1 AND c.id = $2`,
    [userId, id],
  );
  if (!row) throw fail.notFound('Collection not found');
  return toCollection(row);
}

/**
 * The user's "Saved" collection of a platform, created on first use, and locked until the
 * transaction `tx` ends: concurrent first bookmarks meet the unique index instead of each making
 * one, and concurrent toggles of the collection take turns.
 */
export async function defaultCollectionId(
  tx: Queryable,
  userId: number,
  platform: Platform,
): Promise<number> {
  await tx.query(
    `INSERT INTO collections (user_id, platform, name, is_default) VALUES ($1, $2, 'Saved', true)
     ON CONFLICT (user_id, platform) WHERE is_default DO NOTHING`,
    [userId, platform],
  );
  const [row] = await tx.query<{ id: number }>(
    'SELECT id FROM collections WHERE user_id = $1 AND platform = $2 AND is_default FOR UPDATE',
    [userId, platform],
  );
  if (!row) throw fail.snackbar(500, 'Could not create the collection');
  return row.id;
}

export async function adCollectionIds(
  db: Queryable,
  userId: number,
  adId: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM collections c JOIN collection_ads ca ON ca.collection_id = c.id
     WHERE c.user_id = $1 AND ca.ad_id = $2 ORDER BY c.id`,
    [userId, adId],
  );
  return rows.map((row) => row.id);
}

export async function assertAdExists(
  db: Queryable,
  platform: Platform,
  adId: number,
): Promise<void> {
  const rows = await db.query('SELECT 1 FROM ads WHERE id = $1 AND platform = $2', [
    adId,
    platform,
  ]);
  if (rows.length === 0) throw fail.notFound('Ad not found');
}
