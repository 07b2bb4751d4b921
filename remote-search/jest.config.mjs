import { createRequire } from 'node:module';
import path from 'node:path';
import { jestConfig } from '@adlens/tools/jest';

const require = createRequire(import.meta.url);
const base = jestConfig();

export default {
  ...base,
  // Pages are tested as data routes with their loaders, which need the Fetch API.
  testEnvironment: path.join(
    path.dirname(require.resolve('@adlens/tools/jest/setup')),
    'data-router-environment.cjs',
  ),
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
