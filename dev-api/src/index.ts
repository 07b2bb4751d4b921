export { createApp } from './app';
export type { DevApi } from './app';
export type { AppDeps, RuntimeSettings } from './http/app-context';
export { createSeededDatabase, hasDatabase, openOrCreateDatabase } from './db/create-database';
export { openDatabase } from './db/open-database';
export { restrictNewFilesToOwner } from './db/owner-only-folder';
export type { Database, Queryable } from './db/database';
export { readConfig, secretsKeyFor, webhookOptionsFromConfig } from './config';
export { acceptIngestRequests, isDataFolderHeld, requestIngestion } from './ingest/ingest-control';
export { startBackgroundWork } from './background-work';
export { mailerFromConfig } from './mail/mailer-from-config';
export type { Mailer, OutgoingMail } from './mail/mailer';
export type { ServerConfig } from './config';
export { DEMO_PASSWORD, DEMO_USERS } from './seed/gen-accounts';
export { seedDayOf } from './seed/reference-date';
export type { SeedSize } from './seed/seed-size';
export { SEED_COUNTS, SEED_SIZES, parseSeedSize } from './seed/seed-size';
export { searchStatements } from './features/ads/search-ads';
export { createPageSessions } from './features/rum/page-session-tokens';
export type { PageSession, PageSessions } from './features/rum/page-session-tokens';
export { readSessionHealth, readUnverifiedHealth } from './features/rum/remote-health-store';
export type {
  HealthQuery,
  SessionHealth,
  UnverifiedHealth,
} from './features/rum/remote-health-store';
export {
  paymentGatewayProductionProblem,
  refusePaymentStandinInProduction,
} from './features/subscription/payment-gateway';
export type { PaymentGatewayConfig } from './features/subscription/payment-gateway';
