import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';

export type TokenKind = 'session' | 'confirm' | 'reset' | 'reset_verified' | 'oauth';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export async function issueToken(
  db: Queryable,
  input: { userId: number; kind: TokenKind; ttlSeconds: number; now: Date; code?: string },
): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO auth_tokens (token, user_id, kind, code, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      token,
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
 * Finds a live one-time token of `kind` for the user, matching either the token itself or its
 * mailed code, and revokes it. The candidates are compared here in constant time rather than
 * by the database's index lookup; the conditional update makes a code usable once even when
 * two requests race.
 */
export async function consumeToken(
  db: Queryable,
  input: { userId: number; kind: TokenKind; tokenOrCode: string; now: Date },
): Promise<boolean> {
  const live = await db.query<{ token: string; code: string | null }>(
    `SELECT token, code FROM auth_tokens
     WHERE user_id = $1 AND kind = $2 AND NOT revoked AND expires_at > $3`,
    [input.userId, input.kind, input.now.toISOString()],
  );
  const match = live.find(
    (row) =>
      sameSecret(row.token, input.tokenOrCode) ||
      (row.code !== null && sameSecret(row.code, input.tokenOrCode)),
  );
  if (!match) return false;
  const rows = await db.query(
    'UPDATE auth_tokens SET revoked = true WHERE token = $1 AND NOT revoked RETURNING token',
    [match.token],
  );
  return rows.length > 0;
}

export async function revokeTokens(db: Queryable, userId: number, kind: TokenKind): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked = true WHERE user_id = $1 AND kind = $2 AND NOT revoked',
    [userId, kind],
  );
}
