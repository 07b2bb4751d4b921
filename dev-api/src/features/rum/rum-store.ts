const MAX_EVENTS = 5_000;
/** One RUM event is a few KB; a line past this is not an event the SDK sends. */
const MAX_EVENT_CHARS = 64 * 1024;
export const RUM_WINDOW_MS = 60_000;
/** Batches per client per minute: the SDK flushes every few seconds, so this leaves room for tabs. */
const MAX_BATCHES_PER_WINDOW = 120;
/** A flood of fresh client keys cannot grow the window table past this. */
const MAX_CLIENTS = 10_000;

/**
 * The RUM events browsers sent, newest last, in memory and bounded: a full store forgets its
 * oldest events. Writing is public (every composition's browsers send RUM); reading is the dev
 * composition's alone (decision 0023).
 */
export interface RumStore {
  /** Stores a batch; false when this client sent too many batches this minute. */
  accept(batch: string, client: string, now: Date): { accepted: number } | false;
  events(): readonly unknown[];
  clear(): void;
}

export function createRumStore(): RumStore {
  const events: unknown[] = [];
  let windows = new Map<string, { start: number; count: number }>();

  function withinBudget(client: string, now: number): boolean {
    const current = windows.get(client);
    if (!current || now - current.start >= RUM_WINDOW_MS) {
      if (windows.size >= MAX_CLIENTS) windows = new Map();
      windows.set(client, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= MAX_BATCHES_PER_WINDOW;
  }

  return {
    accept(batch, client, now) {
      if (!withinBudget(client, now.getTime())) return false;
      const parsed: unknown[] = [];
      // Browsers batch events as newline-separated JSON; keep whatever parses.
      for (const line of batch.split('\n')) {
        if (!line.trim() || line.length > MAX_EVENT_CHARS) continue;
        try {
          parsed.push(JSON.parse(line));
        } catch {
          // Not an event: nothing to keep.
        }
      }
      events.push(...parsed);
      events.splice(0, Math.max(0, events.length - MAX_EVENTS));
      return { accepted: parsed.length };
    },
    events: () => events,
    clear() {
      events.length = 0;
    },
  };
}
