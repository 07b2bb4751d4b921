import type { AppContext } from './http/app-context';
import { acceptIngestRequests, holdDataFolder } from './ingest/ingest-control';
import { resumeRetagJobs } from './features/tag-vocabulary/retag-runner';
import { startSimilarityBackfill } from './features/similar/similarity-backfill';

export interface BackgroundWorkOptions {
  dataDir: string;
  /** The database lives in `dataDir` (PGlite), which no second process may open. */
  embedded: boolean;
  /**
   * Whether `pnpm ingest` from another process may run its day here (decision 0030). A dev-only
   * door (decision 0042): the development entry opens it, `pnpm serve` only when asked to.
   */
  ingestRequests: boolean;
}

/**
 * What a server runs beside its requests from its start: the webhook queue (deliveries a restart
 * interrupted go out again), re-tag jobs a restart interrupted, the look-alike index's backfill
 * when a kept database predates its bands, and, when switched on, ingestion requests. Returns the
 * way to stop.
 */
export function startBackgroundWork(
  context: AppContext,
  options: BackgroundWorkOptions,
): () => Promise<void> {
  void context.webhooks.start();
  void resumeRetagJobs(context).catch((error: unknown) =>
    console.error('dev-api: unfinished re-tag jobs were not resumed:', error),
  );
  const stopBackfill = startSimilarityBackfill(context.db);
  const stopIngest = options.ingestRequests
    ? acceptIngestRequests(context, options.dataDir)
    : options.embedded
      ? holdDataFolder(options.dataDir)
      : () => {};
  return async () => {
    stopIngest();
    await Promise.all([stopBackfill(), context.webhooks.stop()]);
  };
}
