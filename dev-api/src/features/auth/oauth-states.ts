import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** A started provider sign-in, waiting for the browser to come back with its state. */
export interface PendingSignIn {
  provider: string;
  redirect: string | null;
  redirectUri: string;
  expiresAt: Date;
}

/** The state is a bearer secret of the browser's cookie: a database dump must not reveal it. */
function stateHash(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Pending OAuth states in the database (decision 0042): any API process on it finishes a sign-in
 * another started, a restart keeps them, and each is used once. Ended ones are swept on save.
 */
export async function savePendingSignIn(
  db: Queryable,
  state: string,
  pending: PendingSignIn,
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM oauth_states WHERE expires_at <= $1', [now.toISOString()]);
  await db.query(
    `INSERT INTO oauth_states (state_hash, provider, redirect, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      stateHash(state),
      pending.provider,
      pending.redirect,
      pending.redirectUri,
      pending.expiresAt.toISOString(),
    ],
  );
}

/**
 * Takes a state out whatever comes next (a failed callback starts over): one DELETE, so of two
 * callbacks racing with one state, one gets it. Answers undefined for an unknown or used state.
 */
export async function takePendingSignIn(
  db: Queryable,
  state: string,
): Promise<PendingSignIn | undefined> {
  const [row] = await db.query<{
    provider: string;
    redirect: string | null;
    redirect_uri: string;
    expires_at: Date | string;
  }>(
    'DELETE FROM oauth_states WHERE state_hash = $1 RETURNING provider, redirect, redirect_uri, expires_at',
    [stateHash(state)],
  );
  if (!row) return undefined;
  return {
    provider: row.provider,
    redirect: row.redirect,
    redirectUri: row.redirect_uri,
    expiresAt: new Date(row.expires_at),
  };
}
