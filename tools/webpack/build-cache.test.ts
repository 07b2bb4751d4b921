import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';

const root = path.resolve(import.meta.dirname, '../..');

/** Every output file with the hash of its bytes. */
/**
 * Module Federation's `mf-stats.json` lists which pages use a shared module in the order webpack met
 * them, which a cache changes; nothing loads or checks it (the host reads `mf-manifest.json`, a
 * release's integrity covers its entry), so it is the one output left out of the comparison.
 */
const ORDER_ONLY_DIAGNOSTICS = new Set(['mf-stats.json']);

function outputHashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !ORDER_ONLY_DIAGNOSTICS.has(entry.name))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [path.relative(dir, file), hash] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** A real production build of remote-search (minified, like a release) with its cache in `cacheDir`. */
async function build(cacheDir: string): Promise<{ files: Record<string, string>; cached: number }> {
  const dir = path.join(root, 'remote-search');
  const { default: factory } = (await import(
    pathToFileURL(path.join(dir, 'webpack.config.mjs')).href
  )) as { default: (env: object, argv: { mode: string }) => Configuration };
  const config = factory({}, { mode: 'production' });
  assert.equal(typeof config.cache, 'object', 'a production build has the persistent cache');
  const out = mkdtempSync(path.join(os.tmpdir(), 'adlens-cache-out-'));
  config.cache = {
    ...(config.cache as object),
    cacheDirectory: cacheDir,
  } as Configuration['cache'];
  config.output = { ...config.output, path: out };
  config.infrastructureLogging = { level: 'error' };
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      const compiler = webpack(config);
      compiler.run((error, result) => {
        compiler.close(() => {
          if (error || !result) reject(error ?? new Error('no stats'));
          else resolve(result);
        });
      });
    });
    assert.equal(stats.hasErrors(), false);
    const modules = stats.toJson({ all: false, modules: true, cachedModules: true }).modules ?? [];
    return { files: outputHashes(out), cached: modules.filter((m) => m.cached).length };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// Release integrity hashes and the e2e/prod builds must not depend on what a cache held.
describe('the persistent build cache', { timeout: 600_000 }, () => {
  it('builds the same bytes from a cold and from a warm cache', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'adlens-cache-'));
    try {
      const cold = await build(cacheDir);
      const warm = await build(cacheDir);
      assert.ok(warm.cached > cold.cached, 'the second build reused cached modules');
      assert.ok(Object.keys(cold.files).includes('remoteEntry.js'));
      assert.deepEqual(warm.files, cold.files);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
