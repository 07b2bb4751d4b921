import { randomBytes, randomInt } from 'node:crypto';
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

/**
 * Finds a live one-time token of `kind` for the user, matching either the token itself or its
 * mailed code, and revokes it.
 */
export async function consumeToken(
  db: Queryable,
  input: { userId: number; kind: TokenKind; tokenOrCode: string; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_tokens SET revoked = true
     WHERE user_id = $1 AND kind = $2 AND NOT revoked AND expires_at > $3 AND (token = $4 OR code = $4)
     RETURNING token`,
    [input.userId, input.kind, input.now.toISOString(), input.tokenOrCode],
  );
  return rows.length > 0;
}

export async function revokeTokens(db: Queryable, userId: number, kind: TokenKind): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked = true WHERE user_id = $1 AND kind = $2 AND NOT revoked',
    [userId, kind],
  );
}
