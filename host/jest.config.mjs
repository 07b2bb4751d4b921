import { jestConfig } from '@adlens/tools/jest';

export default { ...jestConfig(), testEnvironment: './jest-environment.cjs' };
