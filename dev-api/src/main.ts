// dev-api's development entry (`pnpm dev`, `npm start`): the only composition with the dev routes.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app';
import { readConfig, webhookOptionsFromConfig } from './config';
import { STANDIN_GATEWAY_DEV_SECRET } from './payment-standin/dev-secret';
import { openOrCreateDatabase } from './db/create-database';
import { mailerFromConfig } from './mail/mailer-from-config';
import { mailCatcher } from './mail/mail-catcher';
import { describeSeedDay, readSeedDay } from './seed/seed-day';
import { startBackgroundWork } from './background-work';
import { scheduleIngestion } from './ingest/ingest-schedule';
import { restrictNewFilesToOwner } from './db/owner-only-folder';

// The data folder and everything written beside it is this user's only (decision 0049).
restrictNewFilesToOwner();

// The dev composition's payment stand-in signs with its published secret unless told otherwise.
const config = readConfig(
  process.env.PAYMENT_GATEWAY_URL
    ? { PAYMENT_GATEWAY_SECRET: STANDIN_GATEWAY_DEV_SECRET, ...process.env }
    : process.env,
);
// Without SMTP_URL, the dev composition mails the catcher it starts beside dev-api.
const catcher = mailCatcher();
const smtpUrl = config.smtpUrl ?? catcher.smtpUrl;
const started = performance.now();
const db = await openOrCreateDatabase(config.dataDir, {
  size: config.seedSize,
  databaseUrl: config.databaseUrl,
});
const seeded = describeSeedDay(await readSeedDay(db));
const { app, context } = createApp({
  db,
  settings: { maintenance: config.maintenance, rateLimitPerMinute: config.rateLimitPerMinute },
  trustedProxies: config.trustedProxies,
  tokenTtlSeconds: config.tokenTtlSeconds,
  mailer: mailerFromConfig({ ...config, smtpUrl }),
  devRoutes: true,
  webhooks: webhookOptionsFromConfig(config),
  ...(config.oauthStandinUrl ? { oauthProvider: { url: config.oauthStandinUrl } } : {}),
  ...(config.paymentGateway ? { paymentGateway: config.paymentGateway } : {}),
});
// The development entry always takes `pnpm ingest` requests (decision 0042).
const stopBackgroundWork = startBackgroundWork(context, {
  dataDir: config.dataDir,
  embedded: !config.databaseUrl,
  ingestRequests: true,
});
const stopSchedule = scheduleIngestion(context, config.ingestEveryMinutes);
const root = new Hono().route('/api', app);
const server = serve({ fetch: root.fetch, port: config.port }, (info) => {
  console.log(
    `dev-api: http://localhost:${info.port}/api (data ${config.databaseUrl ? 'PostgreSQL server from DATABASE_URL' : config.dataDir}, ready in ${Math.round(performance.now() - started)} ms; ${seeded})`,
  );
  console.log(
    config.smtpUrl
      ? `dev-api: mail goes to ${config.smtpUrl}`
      : `dev-api: mail goes to the local catcher, inbox at ${catcher.inboxUrl}`,
  );
  console.log(
    config.ingestEveryMinutes > 0
      ? `dev-api: an ingestion day every ${config.ingestEveryMinutes} minutes (DEV_API_INGEST_MINUTES; \`pnpm ingest\` runs one now)`
      : 'dev-api: scheduled ingestion off (DEV_API_INGEST_MINUTES=0; `pnpm ingest` runs one)',
  );
});

async function shutdown() {
  stopSchedule();
  server.close();
  await stopBackgroundWork();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
