import type { AppContext } from '../../http/app-context';
import { type IngestionResult, runIngestion } from './run-ingestion';

/**
 * An ingestion run inside a running server: its clock, its listeners, and the search totals it
 * remembered forgotten, since the ads changed.
 */
export async function ingestNow(app: AppContext): Promise<IngestionResult> {
  try {
    return await runIngestion(app.db, { now: app.now(), announcer: app.announcer });
  } finally {
    app.searchTotals.clear();
  }
}
