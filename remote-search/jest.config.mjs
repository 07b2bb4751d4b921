import { jestConfig } from '@adlens/tools/jest';

const base = jestConfig({ environment: 'data-router' });

export default {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
