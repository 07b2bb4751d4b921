import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// ESM-only packages that jest must transform (jotai, ky and friends ship no CommonJS build).
const ESM_PACKAGES = ['jotai', 'ky', 'date-fns', '@floating-ui', 'js-cookie'];
const esm = ESM_PACKAGES.join('|');

const ENVIRONMENTS = {
  jsdom: require.resolve('jest-environment-jsdom'),
  // jsdom plus the Fetch API, for tests that render pages as data routes with their loaders.
  'data-router': require.resolve('./data-router-environment.cjs'),
  node: 'node',
};

/**
 * Shared jest settings: swc for TypeScript and JSX, jsdom, jest-dom matchers.
 * @param {{ environment?: 'jsdom' | 'data-router' | 'node' }} [options]
 */
export function jestConfig({ environment = 'jsdom' } = {}) {
  return {
    testEnvironment: ENVIRONMENTS[environment],
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${esm})|(${esm})/)`],
    moduleNameMapper: { '\\.css$': require.resolve('./style-stub.cjs') },
    setupFilesAfterEnv: environment === 'node' ? [] : [require.resolve('./setup.cjs')],
    clearMocks: true,
    restoreMocks: true,
  };
}
