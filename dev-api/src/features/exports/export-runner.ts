/** Rows an export reads per query by default: progress moves in these steps. */
export const EXPORT_CHUNK_ROWS = 500;

/**
 * Runs export jobs one after another in the background of the server process: one at a time keeps
 * an export from crowding out the requests people wait on (PGlite answers one query at a time).
 * Jobs live in the database; this only knows which of them this process has taken on.
 */
export interface ExportRunner {
  /** Queues the job unless this process already holds it. */
  enqueue(id: number, work: () => Promise<void>): void;
  /** Whether this process holds the job (queued or running). */
  holds(id: number): boolean;
  /** Resolves once every queued job has ended (tests, and a server that closes its database). */
  idle(): Promise<void>;
}

export function createExportRunner(
  onError: (id: number, error: unknown) => void = (id, error) =>
    console.error(`dev-api: export ${id} stopped:`, error),
): ExportRunner {
  const held = new Set<number>();
  let tail: Promise<void> = Promise.resolve();
  return {
    enqueue(id, work) {
      if (held.has(id)) return;
      held.add(id);
      tail = tail.then(async () => {
        try {
          await work();
        } catch (error) {
          onError(id, error);
        } finally {
          held.delete(id);
        }
      });
    },
    holds: (id) => held.has(id),
    async idle() {
      // A job may be queued while waiting: wait until the tail stops moving.
      let seen: Promise<void> | undefined;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },
  };
}
