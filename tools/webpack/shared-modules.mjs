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
  // One query cache per page session: the host's QueryClient is read through this package's context.
  '@tanstack/react-query',
  '@adlens/shared-contracts',
  // The contract's `/react` and `/platform` entries (decision 0051): each shared once, like the core.
  '@adlens/shared-contracts/',
  '@adlens/shared-ui',
  // Subpath entries such as `@adlens/shared-ui/charts`: loaded only by the pages that import them,
  // then once for every remote. The visx code travels inside that shared module; remotes import
  // only the kit, so sharing each @visx package too would add chunks without removing a copy
  // (decision 0012).
  '@adlens/shared-ui/',
];

/**
 * Shared packages provided as a facade that lists the API the apps use (decision 0019): a shared
 * module is bundled whole, and a facade lets webpack drop the rest of the package. The facade is
 * what every container provides and falls back to under the package's own key, so host, remotes and
 * releases built before it all get the one instance.
 */
const FACADES = {
  'react-router-dom': '@adlens/shared-ui/shared-scope/react-router-dom',
  '@tanstack/react-query': '@adlens/shared-ui/shared-scope/tanstack-react-query',
};

/** The facade file `packageDir` resolves for a shared key, or undefined. */
function facadeFileOf(packageDir, key) {
  const facade = FACADES[key];
  if (!facade) return undefined;
  try {
    return createRequire(path.join(packageDir, 'package.json')).resolve(facade);
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * Resolve aliases that let every module of the app (the harness's too, which does not depend on
 * the kit) resolve the facade requests to the files `packageDir` resolves. The share scope names a
 * facade by this package request, never by its file: the federation plugin includes an
 * absolute-path provide in every compilation up front, the HTML plugin's child compilation too,
 * which then emitted a second, CommonJS copy of the facade (a file name conflict in dev, a stray
 * chunk in the production dist; decision 0026). A package request is provided only where a module
 * asks for it.
 */
export function facadeAliases(packageDir) {
  return Object.fromEntries(
    Object.entries(FACADES).flatMap(([key, request]) => {
      const file = facadeFileOf(packageDir, key);
      return file ? [[`${request}$`, file]] : [];
    }),
  );
}

/** The version `packageDir` resolves for a package, or null when it does not depend on it. */
function versionOf(packageDir, packageName) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const bare = packageName.replace(/\/$/, '');
  try {
    // Workspace packages are linked (`workspace:*`, not semver): their version comes from their manifest.
    return require(`${bare}/package.json`).version;
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** The share-scope configuration, with explicit versions read from what this package resolves. */
export function sharedModules(packageDir) {
  return Object.fromEntries(
    SINGLETON_PACKAGES.flatMap((key) => {
      const version = versionOf(packageDir, key);
      if (!version) return [];
      const config = { singleton: true, version, requiredVersion: `^${version}` };
      return [[key, facadeFileOf(packageDir, key) ? { ...config, import: FACADES[key] } : config]];
    }),
  );
}
