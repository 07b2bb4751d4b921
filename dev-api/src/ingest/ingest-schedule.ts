import { ingestNow } from '../features/follows/ingest-now';
import type { AppContext } from '../http/app-context';

/**
 * The development server's crawler: one ingestion every `minutes` (0: never). Only dev-api's own
 * development entry starts it; tests and the production-like server run ingestions on request.
 */
export function scheduleIngestion(context: AppContext, minutes: number): () => void {
  if (minutes <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    // A run that outlasts the interval is not overlapped by the next.
    if (running) return;
    running = true;
    ingestNow(context)
      .then((result) =>
        console.log(
          `dev-api: ingestion run ${result.run}: ${result.summary.new_ads.length} new ads, ${result.notifications.length} notifications`,
        ),
      )
      .catch((error: unknown) => console.error('dev-api: ingestion failed', error))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
