/**
 * What `pnpm serve` runs as (decision 0049). The production-like server is production: it sets
 * NODE_ENV=production itself, whatever it was started with, unless started with NODE_ENV=test,
 * which only the e2e suites' servers and the CLI's own tests use: test mode lets them configure
 * the stand-ins (OAuth provider, loopback webhook receivers, ingestion requests) they drive.
 */
export type ServerMode = 'production' | 'test';

export const TEST_MODE_BANNER =
  'Adlens: TEST MODE (NODE_ENV=test): stand-ins and development switches are accepted. Never expose this server.';

/** Settles the process's NODE_ENV for the server and says which mode it runs in. */
export function enterServerMode(env: NodeJS.ProcessEnv = process.env): ServerMode {
  if (env.NODE_ENV === 'test') return 'test';
  if (env.NODE_ENV !== undefined && env.NODE_ENV !== 'production')
    console.warn(`Adlens: NODE_ENV=${env.NODE_ENV} ignored: pnpm serve runs as production.`);
  env.NODE_ENV = 'production';
  return 'production';
}
