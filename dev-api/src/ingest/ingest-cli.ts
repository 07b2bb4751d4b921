// `pnpm ingest`: one deterministic day of activity (decision 0030). A server running on the data
// folder runs it itself (its embedded database admits no second process); otherwise this process
// opens the database. `pnpm ingest --preview` shows what the next run will bring, keeping nothing;
// `--days-ahead N`, `--fault platform:owner=FAULT` and `--stop-ad ID` name a test's day (ingest-scenario.ts).
import { readConfig, webhookOptionsFromConfig } from '../config';
import { openOrCreateDatabase } from '../db/create-database';
import { previewIngestion } from '../features/follows/preview-ingestion';
import { createNotificationAnnouncer } from '../features/follows/announce';
import { runIngestion } from '../features/follows/run-ingestion';
import { deliverAnnouncementsToWebhooks } from '../features/webhooks/deliver-announcements';
import { createWebhookDeliveries } from '../features/webhooks/webhook-deliveries';
import { requestIngestion } from './ingest-control';
import { parseScenarioArgs } from './ingest-scenario';
import { restrictNewFilesToOwner } from '../db/owner-only-folder';

// This process may open the data folder and write to it: owner-only (decision 0049).
restrictNewFilesToOwner();

const config = readConfig();
let request: ReturnType<typeof parseScenarioArgs>;
try {
  request = parseScenarioArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const { preview, scenario } = request;

const answered = await requestIngestion(config.dataDir, { preview, scenario });
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
      // No server holds the database: this process queues the webhook deliveries, which the next
      // server to start sends (the queue is durable; decision 0031).
      const announcer = createNotificationAnnouncer();
      const webhooks = createWebhookDeliveries(db, () => new Date(), {
        ...webhookOptionsFromConfig(config),
        background: false,
      });
      deliverAnnouncementsToWebhooks(announcer, webhooks, db);
      const result = await runIngestion(db, { now: new Date(), announcer, scenario });
      console.log(
        `ingest: run ${result.run} (${result.day}): the world had ${result.summary.new_ads.length} new ads, ${result.summary.stopped.length} stops, ${result.summary.landing_changed.length} landing pages moved, ${result.summary.new_countries.length} new campaign countries; ${result.crawl.runs} crawls (${result.crawl.complete} complete) proved ${result.crawl.events.length} changes; ${result.changes} changes on followed things, ${result.notifications.length} notifications`,
      );
    }
  } finally {
    await db.close();
  }
}
