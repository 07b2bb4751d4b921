export { createApp } from './app';
export type { DevApi } from './app';
export type { AppDeps, RuntimeSettings } from './http/app-context';
export { createSeededDatabase, hasDatabase, openOrCreateDatabase } from './db/create-database';
export { openDatabase } from './db/open-database';
export type { Database, Queryable } from './db/database';
export { readConfig } from './config';
export { mailerFromConfig } from './mail/mailer-from-config';
export type { Mailer, OutgoingMail } from './mail/mailer';
export type { ServerConfig } from './config';
export { DEMO_PASSWORD, DEMO_USERS } from './seed/gen-accounts';
export { seedDayOf } from './seed/reference-date';
export type { SeedSize } from './seed/seed-size';
export {
  createRumHealthLog,
  readRumHealth,
  rumHealthFile,
} from './features/rum/rum-health-log';
export type { RumHealthLog, RumHealthRecord } from './features/rum/rum-health-log';
