import type { Database } from '../../db/database';
import type { DaySummary } from '../../ingest/ingest-day';
import { ingestionSteps } from './run-ingestion';

class Preview extends Error {
  constructor(readonly result: DayPreview) {
    super('preview');
  }
}

export interface DayPreview {
  summary: DaySummary;
  /** Owners whose new ads the next run's crawls confirm, with how many, most first. */
  launches: { owner_id: number; platform: string; name: string; new_ads: number }[];
}

/**
 * What the next ingestion run will bring, without keeping it: the run happens in a transaction
 * that is rolled back. The run is deterministic, so the next real run brings the same day.
 */
export async function previewIngestion(db: Database, now: Date): Promise<DayPreview> {
  try {
    await db.transaction(async (tx) => {
      const { summary, crawl } = await ingestionSteps(tx, now);
      const confirmed = crawl.events.filter((event) => event.kind === 'new_ad');
      const launches = await tx.query<DayPreview['launches'][number]>(
        `SELECT o.id AS owner_id, o.platform, o.name, count(*)::int AS new_ads
         FROM ads a JOIN owners o ON o.id = a.owner_id
         WHERE a.id = ANY($1::int[]) GROUP BY o.id ORDER BY new_ads DESC, o.id`,
        [confirmed.map((event) => event.ad_id)],
      );
      throw new Preview({ summary, launches });
    });
  } catch (error) {
    if (error instanceof Preview) return error.result;
    throw error;
  }
  throw new Error('unreachable: the preview transaction always rolls back');
}
