import type { Queryable } from '../db/database';

/** A count in its window: how many events, and how long until the window ends. */
export interface WindowCount {
  count: number;
  endsInMs: number;
  /** The window's end (epoch ms): which window an `undo` takes the event back from. */
  windowEndsMs: number;
}

/** A rule of decision 0021: at most `limit` events per key in a fixed window of `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** An attempt the count admitted, or the time until the key may try again. */
export type Taken =
  { admitted: true; count: number; windowEndsMs: number } | { admitted: false; heldForMs: number };

/** Ended windows are deleted at most this often per process (on its next count). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts in fixed windows kept in the database (decision 0042), so every API process on it shares
 * them and a restart forgets none. A window opens at a key's first event and ends `windowMs`
 * later. Each count is one atomic upsert, so parallel requests never read a stale count: a burst
 * against a limit of K admits exactly K. Times come from the API's clock, never the database's.
 */
export function createThrottleCounts(db: Queryable, now: () => Date) {
  let sweptAt = -Infinity;

  async function sweepWhenDue(at: number): Promise<void> {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await db.query('DELETE FROM throttle_counts WHERE window_ends_ms <= $1', [at]);
  }

  /** Counts one event; answers the count in the current window. */
  async function add(key: string, windowMs: number): Promise<WindowCount> {
    const at = now().getTime();
    await sweepWhenDue(at);
    const [row] = await db.query<{ count: number; window_ends_ms: number }>(
      `INSERT INTO throttle_counts AS t (key, count, window_ends_ms) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN t.window_ends_ms <= $2 THEN 1 ELSE t.count + 1 END,
         window_ends_ms = CASE WHEN t.window_ends_ms <= $2 THEN $3 ELSE t.window_ends_ms END
       RETURNING count, window_ends_ms`,
      [key, at, at + windowMs],
    );
    if (!row) throw new Error('the throttle count was not stored');
    const windowEndsMs = Number(row.window_ends_ms);
    return { count: row.count, endsInMs: windowEndsMs - at, windowEndsMs };
  }

  /**
   * Counts one event on each key in one statement, and answers the counts in the keys' order. The
   * statement holds each row it counted until it ends, so parallel events on the same keys are
   * counted in one order on all of them: a burst against a limit of K on two keys admits exactly
   * K, where two separate counts could rank an event 3rd on one key and 5th on the other.
   */
  async function addEach(keys: readonly string[], windowMs: number): Promise<WindowCount[]> {
    const at = now().getTime();
    await sweepWhenDue(at);
    const rows = await db.query<{ key: string; count: number; window_ends_ms: number }>(
      `INSERT INTO throttle_counts AS t (key, count, window_ends_ms)
       SELECT key, 1, $3 FROM unnest($1::text[]) WITH ORDINALITY AS k(key, position) ORDER BY position
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN t.window_ends_ms <= $2 THEN 1 ELSE t.count + 1 END,
         window_ends_ms = CASE WHEN t.window_ends_ms <= $2 THEN $3 ELSE t.window_ends_ms END
       RETURNING key, count, window_ends_ms`,
      [keys, at, at + windowMs],
    );
    return keys.map((key) => {
      const row = rows.find((candidate) => candidate.key === key);
      if (!row) throw new Error('the throttle count was not stored');
      const windowEndsMs = Number(row.window_ends_ms);
      return { count: row.count, endsInMs: windowEndsMs - at, windowEndsMs };
    });
  }

  /**
   * Takes back one event (a refused or a right attempt) from the window it was counted in; once
   * that window has ended, a new one is left alone, so a refusal never buys a later attempt.
   */
  async function undo(key: string, windowEndsMs: number): Promise<void> {
    await db.query(
      'UPDATE throttle_counts SET count = count - 1 WHERE key = $1 AND window_ends_ms = $2 AND count > 0',
      [key, windowEndsMs],
    );
  }

  async function clear(key: string): Promise<void> {
    await db.query('DELETE FROM throttle_counts WHERE key = $1', [key]);
  }

  return {
    add,
    addEach,
    undo,
    clear,
    /**
     * Counts an attempt only when it fits the rule: over the limit, the event is taken back (a
     * refused attempt is not counted) and the answer says how long the key is held.
     */
    async take(key: string, rule: ThrottleRule): Promise<Taken> {
      const counted = await add(key, rule.windowMs);
      if (counted.count <= rule.limit)
        return { admitted: true, count: counted.count, windowEndsMs: counted.windowEndsMs };
      await undo(key, counted.windowEndsMs);
      return { admitted: false, heldForMs: counted.endsInMs };
    },
    /** Forgets every count whose key starts with `prefix` (the general limit's setting changed). */
    async clearPrefix(prefix: string): Promise<void> {
      await db.query('DELETE FROM throttle_counts WHERE starts_with(key, $1)', [prefix]);
    },
  };
}

export type ThrottleCounts = ReturnType<typeof createThrottleCounts>;
