// One lint configuration for the workspace. Besides style and correctness, it enforces the
// platform's dependency direction: shared-contracts <- shared-ui <- remotes, host -> shared only.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import adlensCycles from './tools/lint/no-cycle.mjs';

/** The remotes' package folders, from the contract's one REMOTES table (JSON, so plain Node reads it). */
const REMOTES = JSON.parse(
  readFileSync(new URL('./shared-contracts/src/environment/remotes.json', import.meta.url), 'utf8'),
).map((remote) => remote.folder);
const APPS = ['host', ...REMOTES];
/** Every package folder of the workspace. */
const PACKAGES = [
  ...APPS,
  'shared-ui',
  'shared-contracts',
  'dev-api',
  'e2e',
  'tools',
  'cli',
  'mcp',
];
/** The build kit of tools/: the floor under everything (the harness is a stand-in host, above it). */
const BUILD_KIT = ['browser', 'jest', 'lint', 'prerender', 'scripts', 'webpack'].map(
  (dir) => `./tools/${dir}`,
);

/**
 * A package is imported through its `exports`, never into its `src`: what another package may use
 * is what it chose to export, and a deep import would pull its internals (and their dependencies)
 * along. Relative paths that climb into another package folder are the same import by another name.
 */
const DEEP_SRC_IMPORTS = [
  {
    regex: '^@adlens/[^/]+/src(/|$)',
    message: 'Import another package through its exports (package.json), never from its src.',
  },
  {
    regex: `^(\\.\\./)+(${PACKAGES.join('|')})/`,
    message: 'Import another package by its name and exports, never by a path into its folder.',
  },
];

/** The router package behind react-router-dom: imported directly, it would be a second copy. */
const ROUTER_PACKAGE = {
  group: ['react-router', 'react-router/*'],
  message:
    'Import the router from react-router-dom: the share scope provides its one copy (decision 0019).',
};

/**
 * A remote validates with the contract's schemas and names zod only in types: the contract's shared
 * module carries the page's one zod, and a value import would bundle a second copy (decision 0020).
 */
const ZOD_TYPES_ONLY = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: ['zod', 'zod/mini'].map((name) => ({
        name,
        allowTypeImports: true,
        message:
          "Use the contract's schemas (add one there if needed): zod is imported only as a type in a remote (decision 0020).",
      })),
    },
  ],
};

/**
 * Package-name imports that a folder must never make (relative paths are covered by zones below).
 * `router: false` is for the one module that may import react-router: the share scope's facade.
 */
function forbidPackages(names, message, { router = true } = {}) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(names.length > 0
            ? [
                {
                  group: names.flatMap((name) => [`@adlens/${name}`, `@adlens/${name}/*`]),
                  message,
                },
              ]
            : []),
          ...(router ? [ROUTER_PACKAGE] : []),
          ...DEEP_SRC_IMPORTS,
        ],
      },
    ],
  };
}

/** The feature folders of a remote (`<remote>/src/features/<feature>`), read when lint starts. */
function featuresOf(remote) {
  const dir = path.join(import.meta.dirname, remote, 'src', 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Features are flat: a feature never imports another feature of its remote. What several features
 * use lives in the remote's `src/components/` or `src/lib/`; pages compose features.
 */
const featureZones = REMOTES.flatMap((remote) =>
  featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both use to src/components/ or src/lib/, or compose them in a page.',
  })),
);

const boundaryZones = [
  ...featureZones,
  // No remote imports another remote or the host.
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...APPS.filter((app) => app !== remote).map((app) => `./${app}`), './dev-api'],
    message:
      'A remote never imports another remote or the host: link by href, signal by typed events.',
  })),
  // The host reaches remotes only at run time through Module Federation.
  {
    target: './host',
    from: [...REMOTES.map((remote) => `./${remote}`), './dev-api'],
    message:
      'The host loads remotes at run time (Module Federation), never through a build-time import.',
  },
  // Shared packages import no app; shared-contracts imports not even shared-ui.
  {
    target: './shared-ui',
    from: [...APPS.map((app) => `./${app}`), './dev-api'],
    message: 'shared-ui is imported by apps, it never imports them.',
  },
  {
    target: './shared-contracts',
    from: [...APPS.map((app) => `./${app}`), './shared-ui', './dev-api'],
    message: 'shared-contracts is the bottom layer: it imports only zod (and React for its hooks).',
  },
  {
    target: './dev-api',
    from: [...APPS.map((app) => `./${app}`), './shared-ui'],
    message: 'dev-api shares only the contract with the front end.',
  },
  // The build kit is the bottom floor: every package may use it, so it uses none of them.
  {
    target: BUILD_KIT,
    from: PACKAGES.filter((name) => name !== 'tools').map((name) => `./${name}`),
    message: 'The build kit (tools/) imports no workspace package and not the CLI above it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.releases/**',
      '.tools/**',
      '.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'tools/*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { adlens: adlensCycles },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones },
      ],
      // Cycles, type-only imports included (import-x/no-cycle cannot count those): see the rule.
      'adlens/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['dev-api/**', 'tools/**', 'cli/**', 'e2e/**', 'mcp/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: {
      ...forbidPackages(
        [...APPS.filter((app) => app !== remote), 'dev-api'],
        'A remote never imports another remote, the host or dev-api.',
      ),
      ...ZOD_TYPES_ONLY,
    },
  })),
  {
    files: ['host/**'],
    rules: forbidPackages([...REMOTES, 'dev-api'], 'The host loads remotes only at run time.'),
  },
  {
    // Browser code of the host and the shared packages builds schemas with zod's mini build: classic
    // zod would put its every method on the page, about 16 KB gzip more (decision 0043).
    files: ['host/src/**', 'shared-contracts/src/**', 'shared-ui/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Build schemas with 'zod/mini' (functional forms): classic zod costs every page ~16 KB gzip (decision 0043).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/**'],
    rules: forbidPackages([...APPS, 'dev-api'], 'shared-ui never imports an app.'),
  },
  {
    files: ['shared-ui/src/shared-scope/react-router-dom.ts'],
    rules: forbidPackages([...APPS, 'dev-api'], 'shared-ui never imports an app.', {
      router: false,
    }),
  },
  {
    files: ['shared-contracts/**'],
    rules: forbidPackages(
      [...APPS, 'dev-api', 'shared-ui'],
      'shared-contracts is the bottom layer.',
    ),
  },
  {
    files: ['dev-api/**'],
    rules: forbidPackages([...APPS, 'shared-ui'], 'dev-api shares only the contract.'),
  },
  {
    files: BUILD_KIT.map((dir) => `${dir.slice(2)}/**`),
    rules: forbidPackages(
      PACKAGES.filter((name) => name !== 'tools'),
      'The build kit (tools/) imports no workspace package and not the CLI above it.',
    ),
  },
  {
    // The SDK's `exports` map `server/mcp.js` to the types `server/mcp.js.d.ts`, which do not exist:
    // the import resolver stops there, TypeScript finds them by `typesVersions` (typecheck holds them).
    files: ['mcp/**'],
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^@modelcontextprotocol/sdk/'] }] },
  },
  {
    // The MCP server reaches Adlens over its HTTP API only (decision 0059); its tests start dev-api.
    files: ['mcp/**'],
    ignores: ['mcp/src/**/*.test.ts', 'mcp/src/testing/**'],
    rules: forbidPackages(
      [...APPS, 'shared-ui', 'dev-api'],
      'The MCP server calls the Adlens HTTP API with a key, never the API code or its database.',
    ),
  },
  {
    files: ['cli/**', 'e2e/**', 'tools/harness/**'],
    rules: forbidPackages([], ''),
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
