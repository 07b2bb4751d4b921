import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KIT_DIR = path.dirname(fileURLToPath(import.meta.url));
const WORKSPACE_ROOT = path.resolve(KIT_DIR, '..', '..');

/** Hash of the lockfile: an installed dependency that changed invalidates every cached module. */
function lockfileVersion(root) {
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (!existsSync(lockfile)) return 'no-lockfile';
  return createHash('sha256').update(readFileSync(lockfile)).digest('hex').slice(0, 16);
}

/**
 * webpack's persistent filesystem cache for an app's production build (issue 30: a release's
 * build was most of the minute). It lives in the package's `node_modules/.cache/webpack`
 * (gitignored with node_modules) and is thrown away whole when the lockfile, the build kit or the
 * app's webpack.config.mjs changes; webpack itself checks every source file's content. The output
 * is byte for byte the one of a build without the cache (a tools test builds twice and compares),
 * so release integrity hashes do not depend on it. `ADLENS_WEBPACK_CACHE=off` builds without it.
 *
 * @param {{ dir: string, federationName: string, mode: string }} app
 * @returns {false | object}
 */
export function buildCache({ dir, federationName, mode }) {
  if (process.env.ADLENS_WEBPACK_CACHE === 'off') return false;
  return {
    type: 'filesystem',
    name: `${federationName}-${mode}`,
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    version: lockfileVersion(WORKSPACE_ROOT),
    // The kit's modules (webpack follows their imports) and the app's own config.
    buildDependencies: {
      config: [path.join(KIT_DIR, 'create-config.mjs'), path.join(dir, 'webpack.config.mjs')],
    },
  };
}
