import {
  MAX_HEALTH_COUNT,
  REMOTE_FAILURE_KINDS,
  type RemoteFailureKind,
  type RemoteHealthEntry,
} from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';

/**
 * One page session's health of one remote release (decision 0054): what its user saw fail, by
 * kind, whether the remote's own page rendered and how soon. Written only for page sessions the
 * server issued and verified.
 */
export interface SessionHealth {
  session: string;
  remote: string;
  version: string;
  /** When the intake first heard of it (the API's clock; canary windows are on that clock too). */
  firstAtMs: number;
  counts: Record<RemoteFailureKind, number>;
  rendered: boolean;
  firstRenderMs: number | null;
}

/** Reports the intake could not tie to a page session it issued, over a window. */
export interface UnverifiedHealth {
  reports: number;
  /** Of them, the ones that claimed a failure of any kind. */
  failing: number;
}

export interface HealthQuery {
  env: string;
  remote: string;
  /** Epoch milliseconds, inclusive. */
  since: number;
  until: number;
}

/** Health rows are kept this long; the sweep runs at most once an hour per process. */
const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const MINUTE_MS = 60_000;

const countOf = (entry: RemoteHealthEntry, kind: RemoteFailureKind) =>
  Math.min(entry.counts[kind] ?? 0, MAX_HEALTH_COUNT);

export const isFailing = (entry: RemoteHealthEntry) =>
  REMOTE_FAILURE_KINDS.some((kind) => countOf(entry, kind) > 0);

export function createRemoteHealthStore(db: Queryable) {
  let sweptAt = -Infinity;

  async function sweepWhenDue(at: number): Promise<void> {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await db.query('DELETE FROM remote_health WHERE last_at_ms < $1', [at - RETENTION_MS]);
    await db.query('DELETE FROM remote_health_unverified WHERE minute_ms < $1', [
      at - RETENTION_MS,
    ]);
  }

  return {
    async sessionExists(env: string, session: string): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM remote_health WHERE env = $1 AND session = $2 LIMIT 1',
        [env, session],
      );
      return rows.length > 0;
    },

    /**
     * Keeps the highest count of each kind a session reported: every report carries the session
     * so far, so a repeated send (a retry, the page-hide beacon after a flush) adds nothing.
     */
    async recordVerified(
      env: string,
      session: string,
      at: Date,
      entries: readonly RemoteHealthEntry[],
    ): Promise<void> {
      const now = at.getTime();
      await sweepWhenDue(now);
      for (const entry of entries) {
        await db.query(
          `INSERT INTO remote_health AS h (env, session, remote, version, first_at_ms, last_at_ms,
             load_failed, render_error, loader_error, fallback_shown, boundary_reached, page_error,
             rendered, first_render_ms)
           VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (env, session, remote, version) DO UPDATE SET
             last_at_ms = $5,
             load_failed = GREATEST(h.load_failed, $6),
             render_error = GREATEST(h.render_error, $7),
             loader_error = GREATEST(h.loader_error, $8),
             fallback_shown = GREATEST(h.fallback_shown, $9),
             boundary_reached = GREATEST(h.boundary_reached, $10),
             page_error = GREATEST(h.page_error, $11),
             rendered = h.rendered OR $12,
             first_render_ms = COALESCE(h.first_render_ms, $13)`,
          [
            env,
            session,
            entry.remote,
            entry.version,
            now,
            ...REMOTE_FAILURE_KINDS.map((kind) => countOf(entry, kind)),
            entry.rendered,
            entry.rendered && entry.firstRenderMs !== undefined
              ? Math.round(entry.firstRenderMs)
              : null,
          ],
        );
      }
    },

    /** Counts what could not be verified, per minute and remote: nothing of it reaches a guard. */
    async recordUnverified(
      env: string,
      at: Date,
      entries: readonly RemoteHealthEntry[],
    ): Promise<void> {
      const minute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
      await sweepWhenDue(at.getTime());
      for (const entry of entries) {
        await db.query(
          `INSERT INTO remote_health_unverified AS u (env, minute_ms, remote, reports, failing)
           VALUES ($1, $2, $3, 1, $4)
           ON CONFLICT (env, minute_ms, remote) DO UPDATE SET
             reports = u.reports + 1, failing = u.failing + $4`,
          [env, minute, entry.remote, isFailing(entry) ? 1 : 0],
        );
      }
    },
  };
}

export type RemoteHealthStore = ReturnType<typeof createRemoteHealthStore>;

interface SessionRow extends Record<string, unknown> {
  session: string;
  remote: string;
  version: string;
  first_at_ms: string | number;
  load_failed: number;
  render_error: number;
  loader_error: number;
  fallback_shown: number;
  boundary_reached: number;
  page_error: number;
  rendered: boolean;
  first_render_ms: number | null;
}

/** The verified page sessions of one remote release that began in the window, oldest first. */
export async function readSessionHealth(
  db: Queryable,
  version: string,
  { env, remote, since, until }: HealthQuery,
): Promise<SessionHealth[]> {
  const rows = await db.query<SessionRow>(
    `SELECT * FROM remote_health
     WHERE env = $1 AND remote = $2 AND version = $3 AND first_at_ms BETWEEN $4 AND $5
     ORDER BY first_at_ms, session`,
    [env, remote, version, since, until],
  );
  return rows.map((row) => ({
    session: row.session,
    remote: row.remote,
    version: row.version,
    firstAtMs: Number(row.first_at_ms),
    counts: Object.fromEntries(
      REMOTE_FAILURE_KINDS.map((kind) => [kind, Number(row[kind])]),
    ) as Record<RemoteFailureKind, number>,
    rendered: row.rendered,
    firstRenderMs: row.first_render_ms === null ? null : Number(row.first_render_ms),
  }));
}

/** Unverifiable reports naming the remote, in the minutes the window touches. */
export async function readUnverifiedHealth(
  db: Queryable,
  { env, remote, since, until }: HealthQuery,
): Promise<UnverifiedHealth> {
  const [row] = await db.query<{ reports: string | null; failing: string | null }>(
    `SELECT SUM(reports) AS reports, SUM(failing) AS failing FROM remote_health_unverified
     WHERE env = $1 AND remote = $2 AND minute_ms BETWEEN $3 AND $4`,
    [env, remote, Math.floor(since / MINUTE_MS) * MINUTE_MS, until],
  );
  return { reports: Number(row?.reports ?? 0), failing: Number(row?.failing ?? 0) };
}
