import { jestConfig } from '@adlens/tools/jest';

const base = jestConfig();

export default {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
