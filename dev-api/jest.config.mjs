import { jestConfig } from '@adlens/tools/jest';

const base = jestConfig({ environment: 'node' });

export default {
  ...base,
  // PGlite is ESM; node runs it natively once jest leaves it untransformed.
  testTimeout: 60_000,
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
