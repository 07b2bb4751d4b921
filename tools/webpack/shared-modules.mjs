import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages that must exist exactly once in the browser. The trailing-slash keys cover deep imports
 * such as `react/jsx-runtime`; without them React can load twice (module-federation core #4727).
 */
const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'jotai',
  'jotai/',
  '@adlens/shared-contracts',
  '@adlens/shared-ui',
];

function versionOf(packageDir, packageName) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const bare = packageName.replace(/\/$/, '');
  // Workspace packages are linked (`workspace:*`, not semver): their version comes from their own manifest.
  return require(`${bare}/package.json`).version;
}

/** The share-scope configuration, with explicit versions read from what this package resolves. */
export function sharedModules(packageDir) {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((key) => {
      const version = versionOf(packageDir, key);
      return [key, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}
