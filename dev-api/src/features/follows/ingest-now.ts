import type { AppContext } from '../../http/app-context';
import { forgetSearchCounts } from '../ads/search-counts';
import type { IngestScenario } from '../../ingest/ingest-scenario';
import { type IngestionResult, runIngestion } from './run-ingestion';

/**
 * An ingestion run inside a running server: its clock, its listeners, and the search counts it
 * remembered forgotten, since the ads changed.
 */
export async function ingestNow(
  app: AppContext,
  scenario?: IngestScenario,
): Promise<IngestionResult> {
  try {
    return await runIngestion(app.db, { now: app.now(), announcer: app.announcer, scenario });
  } finally {
    forgetSearchCounts(app.searchCounts);
  }
}
