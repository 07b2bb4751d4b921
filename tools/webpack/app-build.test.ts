import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration, type Stats } from 'webpack';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds an app's real configuration into a temporary folder (unminified: the test reads files, not sizes). */
async function build(app: string, mode: 'development' | 'production'): Promise<Stats> {
  const dir = path.join(root, app);
  const { default: factory } = (await import(
    pathToFileURL(path.join(dir, 'webpack.config.mjs')).href
  )) as { default: (env: object, argv: { mode: string }) => Configuration };
  const config = factory({}, { mode });
  const out = mkdtempSync(path.join(os.tmpdir(), `adlens-${app}-`));
  config.output = { ...config.output, path: out };
  config.optimization = { ...config.optimization, minimize: false };
  config.infrastructureLogging = { level: 'error' };
  // Unminified output is not a release: it stays out of the app's persistent cache.
  config.cache = false;
  try {
    return await new Promise((resolve, reject) => {
      const compiler = webpack(config);
      compiler.run((error, stats) => {
        compiler.close(() => {
          if (error || !stats) reject(error ?? new Error('no stats'));
          else resolve(stats);
        });
      });
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const messages = (stats: Stats) => {
  const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true });
  return [...errors, ...warnings].map((item) => item.message);
};

/** JavaScript files in the output that no chunk of the app's own compilation wrote. */
function strayScripts(stats: Stats): string[] {
  const { compilation } = stats;
  const own = new Set([...compilation.chunks].flatMap((chunk) => [...chunk.files]));
  return Object.keys(compilation.assets).filter((file) => file.endsWith('.js') && !own.has(file));
}

// The router facade was once emitted a second time by the HTML plugin's child compilation
// (decision 0026): a file name conflict in a remote's dev build, an unreferenced chunk in dist.
describe('an app build', () => {
  it('compiles a remote for the dev server without errors or warnings', async () => {
    const stats = await build('remote-auth', 'development');
    assert.deepEqual(messages(stats), []);
    assert.deepEqual(strayScripts(stats), []);
  });

  it('writes only its own chunks into the host release', async () => {
    const stats = await build('host', 'production');
    assert.deepEqual(messages(stats), []);
    assert.deepEqual(strayScripts(stats), []);
  });
});
