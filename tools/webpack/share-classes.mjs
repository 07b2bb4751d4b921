/**
 * How every module of the share scope is shared (decision 0053). One instance per page is needed
 * only where identity matters; everything else is shared by semver range so that a remote built
 * against a newer minor loads its own compatible copy instead of the host's older one.
 *
 * - `identity`: holds a React context, module state or a store that host and remotes must see as
 *   one (React, the router, jotai, the Query client's context, the contract's host services).
 *   Singleton, `strictVersion`, `requiredVersion: ^<built>`: a release that needs a newer one is
 *   refused by the pin gate and by the host at load, never shown broken.
 * - `stateless`: code without module state (schemas, formatters, components). Shared by range,
 *   not singleton: the newest loaded copy that satisfies a consumer's range serves it, else its own.
 * - `facade`: a kit file provided under a third-party key (decision 0019); its class is that key's.
 * - `private`: an entry that never reaches a page's share scope (test kits, data files).
 */

/** @typedef {'identity' | 'stateless' | 'facade' | 'private'} ShareClass */

/**
 * Third-party share keys. The trailing-slash keys cover deep imports such as `react/jsx-runtime`;
 * without them React can load twice (module-federation core #4727).
 * @type {Record<string, 'identity'>}
 */
export const PACKAGE_CLASSES = {
  react: 'identity',
  'react/': 'identity',
  'react-dom': 'identity',
  'react-dom/': 'identity',
  // The data router's contexts: one router per page.
  'react-router-dom': 'identity',
  // The store atoms live in.
  jotai: 'identity',
  'jotai/': 'identity',
  // One query cache per page session: the host's QueryClient is read through this package's context.
  '@tanstack/react-query': 'identity',
};

/**
 * Every `exports` entry of the workspace packages in the share scope. A package's new entry must be
 * added here: the build refuses an entry it cannot classify (`sharedModules` throws), and
 * `share-classes.test.ts` checks that each `stateless` entry's code holds no context or module state.
 * @type {Record<string, Record<string, ShareClass>>}
 */
export const WORKSPACE_ENTRY_CLASSES = {
  '@adlens/shared-contracts': {
    // The zod core: schemas, endpoints, errors, href builders, pure helpers.
    '.': 'stateless',
    // Host services, their context and hooks.
    './react': 'identity',
    // Pin set, route manifest, remotes table, release facts.
    './platform': 'stateless',
    // Feature endpoints and schemas loaded with the page that shows them (decision 0074).
    './features': 'stateless',
    // The OpenAPI generator: dev-api serves its document, pages read that (decision 0058).
    './openapi': 'private',
    './testing': 'private',
    './testing/react': 'private',
    './remotes.json': 'private',
    './package.json': 'private',
  },
  '@adlens/shared-ui': {
    // Components, formatters, forms, media helpers; the theme's CSS travels with it.
    '.': 'stateless',
    // Visx code inside the kit's chart entry: remotes import only the kit, so sharing each @visx
    // package too would add chunks without removing a copy (decision 0012).
    './charts': 'stateless',
    './date-picker': 'stateless',
    // The follow preview and backtest lines, for the pages with follow buttons (decision 0076).
    './follows': 'stateless',
    './overlays': 'stateless',
    './shared-scope/react-router-dom': 'facade',
    './shared-scope/tanstack-react-query': 'facade',
    './package.json': 'private',
  },
};

/**
 * The API of each identity entry of a workspace package: its value exports and the package version
 * they last changed in. A singleton is required from that version, not from the package's: a minor
 * that only adds to a stateless entry (a schema, a component) leaves the host's singleton good
 * enough, so the release is not refused for it. Adding to or changing an identity entry's exports
 * means raising `since` to the version that carries the change (share-classes.test.ts compares
 * the list with the entry's code). A `since` the package's version no longer accepts under `^`
 * (a later major) gives way to the package's version.
 * @type {Record<string, { since: string, exports: string[] }>}
 */
export const IDENTITY_ENTRY_API = {
  '@adlens/shared-contracts/react': {
    since: '1.0.0',
    exports: [
      'HostServicesProvider',
      'createEventBus',
      'dropdownEventName',
      'pageQueryDefaults',
      'runPageLoader',
      'screenStateFor',
      'useAnalytics',
      'useApi',
      'useEvents',
      'useHostServices',
      'useNotify',
      'useScreen',
      'useSession',
    ],
  },
};

function parseVersion(version) {
  const [major = 0, minor = 0, patch = 0] = version.split(/[.-]/).map(Number);
  return { major, minor, patch };
}

/** Whether `^base` accepts `version` (npm's caret: `^0.2.0` is `<0.3.0`). */
export function caretAccepts(base, version) {
  const b = parseVersion(base);
  const v = parseVersion(version);
  const notBelow =
    v.major !== b.major
      ? v.major > b.major
      : v.minor !== b.minor
        ? v.minor > b.minor
        : v.patch >= b.patch;
  if (!notBelow) return false;
  if (b.major > 0) return v.major === b.major;
  if (b.minor > 0) return v.major === 0 && v.minor === b.minor;
  return v.major === 0 && v.minor === 0 && v.patch === b.patch;
}

/** The range a build requires of a share key it resolves at `version` (decision 0053). */
export function requiredRangeOf(key, version) {
  const since = IDENTITY_ENTRY_API[key]?.since;
  return `^${since && caretAccepts(since, version) ? since : version}`;
}

export class UnclassifiedShareError extends Error {
  name = 'UnclassifiedShareError';
}

/** The share key of a package entry: `@adlens/shared-ui` for `.`, `@adlens/shared-ui/charts` for `./charts`. */
export function shareKeyOf(packageName, entry) {
  return entry === '.' ? packageName : `${packageName}/${entry.slice(2)}`;
}

/**
 * Share keys and classes of a workspace package's entries, from its `exports` map. Throws for an
 * entry the table does not classify, naming it and this file.
 * @param {string} packageName
 * @param {Record<string, unknown>} exportsMap
 * @returns {[string, 'identity' | 'stateless'][]}
 */
export function workspaceShares(packageName, exportsMap) {
  const classes = WORKSPACE_ENTRY_CLASSES[packageName] ?? {};
  return Object.keys(exportsMap).flatMap((entry) => {
    const shareClass = classes[entry];
    if (!shareClass) {
      throw new UnclassifiedShareError(
        `${packageName} exports "${entry}", which has no share class: add it to WORKSPACE_ENTRY_CLASSES in tools/webpack/share-classes.mjs (identity or stateless, decision 0053)`,
      );
    }
    return shareClass === 'identity' || shareClass === 'stateless'
      ? [[shareKeyOf(packageName, entry), shareClass]]
      : [];
  });
}
