// `pnpm ingest`: one deterministic day of activity (decision 0030). A server running on the data
// folder runs it itself (its embedded database admits no second process); otherwise this process
// opens the database. `pnpm ingest --preview` shows what the next run will bring, keeping nothing.
import { readConfig } from '../config';
import { openOrCreateDatabase } from '../db/create-database';
import { previewIngestion } from '../features/follows/preview-ingestion';
import { runIngestion } from '../features/follows/run-ingestion';
import { requestIngestion } from './ingest-control';

const config = readConfig();
const preview = process.argv.includes('--preview');

const answered = await requestIngestion(config.dataDir, { preview });
if (answered) {
  if (!answered.ok) {
    console.error(`ingest: the server's run failed: ${answered.error}`);
    process.exit(1);
  }
  console.log(preview ? JSON.stringify(answered) : `ingest: ${JSON.stringify(answered)}`);
} else {
  const db = await openOrCreateDatabase(config.dataDir, {
    size: config.seedSize,
    databaseUrl: config.databaseUrl,
  });
  try {
    if (preview) {
      const next = await previewIngestion(db, new Date());
      console.log(
        JSON.stringify({ ok: true, new_ads: next.summary.new_ads.length, launches: next.launches }),
      );
    } else {
      const result = await runIngestion(db, { now: new Date() });
      console.log(
        `ingest: run ${result.run} (${result.day}): ${result.summary.new_ads.length} new ads, ${result.summary.stopped.length} stopped, ${result.summary.landing_changed.length} landing pages changed, ${result.summary.new_countries.length} new campaign countries; ${result.changes} changes on followed things, ${result.notifications.length} notifications`,
      );
    }
  } finally {
    await db.close();
  }
}
