import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * `pnpm test:embedded` (CI's PGlite pass, decision 0056): the whole suite runs on PostgreSQL in
 * `pnpm test:postgres`; on the embedded engine, the suites about the engine and its data folder,
 * those that reopen a folder (a restart), and the access matrix, which calls every endpoint.
 */
const EMBEDDED_ENGINE_SUITES = [
  'db/**/*.test.ts',
  'seed/**/*.test.ts',
  'ingest/**/*.test.ts',
  'config-secrets-key.test.ts',
  'features/auth/oauth-flow.test.ts',
  'features/auth/shared-limits.test.ts',
  'features/bookmarks/bookmarks.test.ts',
  'features/rum/remote-health.test.ts',
  'http/database-unavailable-answer.test.ts',
  'http/access-matrix.test.ts',
].map((suite) => `<rootDir>/src/${suite}`);

/**
 * Suites that open an embedded (PGlite) database whatever the engine of the run: the data folder's
 * modes, the large seed's build and the seeded-copy cache. On PostgreSQL they would only run the
 * embedded pass's work a second time (80 worker-seconds, decision 0076).
 */
const EMBEDDED_ONLY_SUITES = [
  'db/owner-only-folder.test.ts',
  'db/seed-cache.test.ts',
  'seed/large-seed.test.ts',
].map((suite) => `/src/${suite}$`);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The second pass of `pnpm test:postgres` (ADLENS_TEST_SERVER_FAULTS=1): the suites that stop or
 * restart the PostgreSQL server itself, after every other suite has finished with it.
 */
const serverFaultsOnly = Boolean(process.env.ADLENS_TEST_SERVER_FAULTS);

// dev-api's own jest settings: the server shares only the contract with the front end, so it does
// not borrow the front end's jest base from tools (jsdom, jest-dom, CSS stubs it never needs).
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: process.env.ADLENS_TEST_EMBEDDED_ONLY
    ? EMBEDDED_ENGINE_SUITES
    : serverFaultsOnly
      ? ['**/*.postgres.test.ts']
      : ['**/*.test.ts'],
  // `*.postgres.test.ts` stops, restarts or cuts the throwaway server of
  // tools/scripts/with-postgres.sh that every test's database lives on: only the server-fault pass
  // of `pnpm test:postgres` lists them, alone on that server.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(serverFaultsOnly ? [] : ['\\.postgres\\.test\\.ts$']),
    ...(onPostgres ? EMBEDDED_ONLY_SUITES : []),
  ],
  transform: {
    // TypeScript only, no JSX: the contract's core and its React-free test kit import no React
    // (decision 0051), so a .tsx file reached from here is an import of the wrong entry and fails.
    '^.+\\.(t|j)s$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  // PGlite is ESM; node runs it natively once jest leaves node_modules untransformed. franc-min and
  // its helpers are ESM that jest's own require cannot load (node 20): swc makes them CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(franc-min|trigram-utils|n-gram|collapse-white-space)[@/])',
  ],
  // Jest leaves one core of two idle by default. Each test's database is its own copy (a folder,
  // or a database on the PostgreSQL server), so two workers nearly halve a run (744 s to 424 s
  // for the whole suite on PGlite, two cores); the server-fault pass runs one suite at a time.
  maxWorkers: serverFaultsOnly ? 1 : 2,
  clearMocks: true,
  restoreMocks: true,
  testTimeout: 60_000,
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
