import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';

export type TokenKind = 'session' | 'confirm' | 'reset' | 'reset_verified' | 'oauth' | 'download';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What the database keeps of a token (decision 0049): its SHA-256 in hex. A token has 192 random
 * bits, so the hash needs no salt or stretching; whoever reads the table cannot present it.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function issueToken(
  db: Queryable,
  input: { userId: number; kind: TokenKind; ttlSeconds: number; now: Date; code?: string },
): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO auth_tokens (token_hash, user_id, kind, code, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      tokenHash(token),
      input.userId,
      input.kind,
      input.code ?? null,
      new Date(input.now.getTime() + input.ttlSeconds * 1000).toISOString(),
      input.now.toISOString(),
    ],
  );
  return token;
}

/** Equal strings, compared in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Finds a live one-time token of `kind` for the user, matching either the token (by its hash) or
 * its mailed code, and revokes it. The candidates are compared here in constant time rather than
 * by the database's index lookup; the conditional update makes a code usable once even when
 * two requests race.
 */
export async function consumeToken(
  db: Queryable,
  input: { userId: number; kind: TokenKind; tokenOrCode: string; now: Date },
): Promise<boolean> {
  const live = await db.query<{ token_hash: string; code: string | null }>(
    `SELECT token_hash, code FROM auth_tokens
     WHERE user_id = $1 AND kind = $2 AND NOT revoked AND expires_at > $3`,
    [input.userId, input.kind, input.now.toISOString()],
  );
  const presented = tokenHash(input.tokenOrCode);
  const match = live.find(
    (row) =>
      sameSecret(row.token_hash, presented) ||
      (row.code !== null && sameSecret(row.code, input.tokenOrCode)),
  );
  if (!match) return false;
  const rows = await db.query(
    'UPDATE auth_tokens SET revoked = true WHERE token_hash = $1 AND NOT revoked RETURNING user_id',
    [match.token_hash],
  );
  return rows.length > 0;
}

export async function revokeTokens(db: Queryable, userId: number, kind: TokenKind): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked = true WHERE user_id = $1 AND kind = $2 AND NOT revoked',
    [userId, kind],
  );
}

/** Revokes one token (a logout): unknown or already revoked tokens change nothing. */
export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked = true WHERE token_hash = $1', [tokenHash(token)]);
}

/**
 * A new password ends every credential of the account (decision 0049): sessions, mailed codes and
 * their links, verified reset tokens, download links. `keepSession` is the session that changed
 * it in the profile, which stays signed in; a reset keeps none.
 */
export async function revokeAllBut(
  db: Queryable,
  userId: number,
  keepSession: string | null,
): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET revoked = true
     WHERE user_id = $1 AND NOT revoked AND ($2::text IS NULL OR token_hash <> $2)`,
    [userId, keepSession === null ? null : tokenHash(keepSession)],
  );
}
