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

// dev-api's own jest settings: the server shares only the contract with the front end, so it does
// not borrow the front end's jest base from tools (jsdom, jest-dom, CSS stubs it never needs).
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: process.env.ADLENS_TEST_EMBEDDED_ONLY ? EMBEDDED_ENGINE_SUITES : ['**/*.test.ts'],
  // `*.postgres.test.ts` needs the throwaway server of tools/scripts/with-postgres.sh itself (it
  // restarts it): only the PostgreSQL run (`pnpm test:postgres`, TEST_DATABASE_URL) lists it.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$']),
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
  // Jest leaves one core of two idle by default. On PGlite each test's database is its own copy,
  // so two workers nearly halve a run (744 s to 424 s for the whole suite on two cores); on
  // PostgreSQL one worker: its restart fault test restarts the server all databases live on.
  maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 2,
  clearMocks: true,
  restoreMocks: true,
  testTimeout: 60_000,
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
