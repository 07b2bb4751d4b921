import { createRequire } from 'node:module';
import path from 'node:path';
import { PACKAGE_CLASSES, requiredRangeOf, workspaceShares } from './share-classes.mjs';

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

/** The manifest `packageDir` resolves for a package, or null when it does not depend on it. */
function manifestOf(packageDir, packageName) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const bare = packageName.replace(/\/$/, '');
  try {
    // Workspace packages are linked (`workspace:*`, not semver): their version comes from their manifest.
    return require(`${bare}/package.json`);
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** The workspace packages whose entries the share scope holds (share-classes.mjs classifies them). */
const WORKSPACE_PACKAGES = ['@adlens/shared-contracts', '@adlens/shared-ui'];

/**
 * Every share key `packageDir` resolves, with its class and the version it resolves: the
 * third-party keys, then each entry of the workspace packages (their `exports`).
 * @returns {{ key: string, shareClass: 'identity' | 'stateless', version: string }[]}
 */
export function classifiedShares(packageDir) {
  const thirdParty = Object.entries(PACKAGE_CLASSES).flatMap(([key, shareClass]) => {
    const version = manifestOf(packageDir, key)?.version;
    return version ? [{ key, shareClass, version }] : [];
  });
  const workspace = WORKSPACE_PACKAGES.flatMap((name) => {
    const manifest = manifestOf(packageDir, name);
    if (!manifest) return [];
    return workspaceShares(name, manifest.exports ?? { '.': '' }).map(([key, shareClass]) => ({
      key,
      shareClass,
      version: manifest.version,
    }));
  });
  return [...thirdParty, ...workspace];
}

/**
 * The share-scope configuration (decision 0053). Identity-bearing modules are singletons checked
 * strictly: a consumer whose range the loaded copy does not satisfy fails to load instead of
 * running on the wrong instance (the gates refuse such a release before). Stateless modules are
 * shared by range: a consumer built against a newer minor gets its own copy.
 */
export function sharedModules(packageDir) {
  return Object.fromEntries(
    classifiedShares(packageDir).map(({ key, shareClass, version }) => {
      const requiredVersion = requiredRangeOf(key, version);
      const config =
        shareClass === 'identity'
          ? { singleton: true, strictVersion: true, version, requiredVersion }
          : { singleton: false, version, requiredVersion };
      return [key, facadeFileOf(packageDir, key) ? { ...config, import: FACADES[key] } : config];
    }),
  );
}
