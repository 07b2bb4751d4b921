export { createApp } from './app';
export type { DevApi } from './app';
export type { AppDeps, RuntimeSettings } from './http/app-context';
export { createSeededDatabase, hasDatabase, openOrCreateDatabase } from './db/create-database';
export { openDatabase } from './db/open-database';
export type { Database, Queryable } from './db/database';
export { readConfig, webhookOptionsFromConfig } from './config';
export { acceptIngestRequests, requestIngestion } from './ingest/ingest-control';
export { startBackgroundWork } from './background-work';
export { mailerFromConfig } from './mail/mailer-from-config';
export type { Mailer, OutgoingMail } from './mail/mailer';
export type { ServerConfig } from './config';
export { DEMO_PASSWORD, DEMO_USERS } from './seed/gen-accounts';
export { seedDayOf } from './seed/reference-date';
export type { SeedSize } from './seed/seed-size';
export { SEED_COUNTS, SEED_SIZES, parseSeedSize } from './seed/seed-size';
export { searchStatements } from './features/ads/search-ads';
export { createRumHealthLog, readRumHealth, rumHealthFile } from './features/rum/rum-health-log';
export type { RumHealthLog, RumHealthRecord } from './features/rum/rum-health-log';
export {
  paymentGatewayProductionProblem,
  refusePaymentStandinInProduction,
} from './features/subscription/payment-gateway';
export type { PaymentGatewayConfig } from './features/subscription/payment-gateway';
