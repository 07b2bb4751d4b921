import { type ApiKey, type ApiKeyScope, MAX_LIVE_API_KEYS } from '@adlens/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { tokenHash } from '../auth/tokens';
import { normalizeAllowedAddresses } from './allowed-addresses';
import { newApiKeySecret } from './api-key-secrets';

export interface ApiKeyRow {
  [column: string]: unknown;
  id: number;
  user_id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expires_at: Date | null;
  allowed_addresses: string[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** How stale `last_used_at` may get before a call writes it again (one write a minute at most). */
export const LAST_USED_PRECISION_MS = 60_000;

/** A creation request as the contract parsed it. */
export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  expires_at?: string | null | undefined;
  allowed_addresses?: string[] | undefined;
}

const COLUMNS = `id, user_id, name, prefix, scopes, expires_at, allowed_addresses, created_at,
  last_used_at, revoked_at`;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expires_at: row.expires_at?.toISOString() ?? null,
    allowed_addresses: row.allowed_addresses,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

function futureInstant(text: string | null | undefined, now: Date): Date | null {
  if (text === undefined || text === null) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime()))
    throw fail.inline('expires_at', 'The expiry is not a date and time (ISO 8601)');
  if (at.getTime() <= now.getTime())
    throw fail.inline('expires_at', 'The expiry must be in the future');
  return at;
}

/**
 * A new key for the user: at most MAX_LIVE_API_KEYS live at once (the user row is locked, so two
 * concurrent creations cannot both take the last place). Answers the secret once.
 */
export async function createApiKey(
  db: Database,
  input: { userId: number; body: NewApiKey; now: Date },
): Promise<{ key: ApiKey; secret: string }> {
  const expiresAt = futureInstant(input.body.expires_at, input.now);
  const allowed = normalizeAllowedAddresses(input.body.allowed_addresses ?? []);
  const scopes = [...new Set(input.body.scopes)];
  const { secret, prefix } = newApiKeySecret();
  const row = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [input.userId]);
    const [live] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM api_keys
       WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
      [input.userId, input.now.toISOString()],
    );
    if ((live?.count ?? 0) >= MAX_LIVE_API_KEYS)
      throw fail.snackbar(
        409,
        `You already have ${MAX_LIVE_API_KEYS} API keys: revoke one before creating another`,
      );
    const [created] = await tx.query<ApiKeyRow>(
      `INSERT INTO api_keys
         (user_id, name, scopes, secret_hash, prefix, expires_at, allowed_addresses, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [
        input.userId,
        input.body.name,
        scopes,
        tokenHash(secret),
        prefix,
        expiresAt?.toISOString() ?? null,
        allowed,
        input.now.toISOString(),
      ],
    );
    if (!created) throw new Error('the API key was not stored');
    return created;
  });
  return { key: toApiKey(row), secret };
}

/** The user's keys that are not revoked (expired ones too, with their expiry), newest first. */
export async function listApiKeys(db: Queryable, userId: number): Promise<ApiKey[]> {
  const rows = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL
     ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toApiKey);
}

/** Revokes the user's own key at once; another user's key, or none, answers 404. */
export async function revokeApiKey(
  db: Queryable,
  input: { userId: number; id: number; now: Date },
): Promise<void> {
  const rows = await db.query(
    `UPDATE api_keys SET revoked_at = $3
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
    [input.id, input.userId, input.now.toISOString()],
  );
  if (rows.length === 0) throw fail.notFound('No such API key');
}

/** The key a secret names (by its hash), revoked or not; undefined when none does. */
export async function findApiKey(db: Queryable, secret: string): Promise<ApiKeyRow | undefined> {
  const rows = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE secret_hash = $1`, [
    tokenHash(secret),
  ]);
  return rows[0];
}

/** Records a use, writing at most once a minute per key (a busy program costs no write a call). */
export async function touchApiKey(db: Queryable, key: ApiKeyRow, now: Date): Promise<void> {
  if (key.last_used_at && now.getTime() - key.last_used_at.getTime() < LAST_USED_PRECISION_MS)
    return;
  await db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [
    key.id,
    now.toISOString(),
  ]);
}
