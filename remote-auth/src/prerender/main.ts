// `pnpm --filter @adlens/remote-auth prerender` (after its webpack build): the guest pages as
// HTML fragments with their critical CSS in `dist/prerender/`, beside remoteEntry.js, so that a
// release carries them and the server can paint the page before the JavaScript runs (decision 0041).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criticalCss } from '@adlens/tools/critical-css';
import { prerenderManifest } from './prerender-manifest';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
// A style sheet import is a side effect of the browser build only; the render reads the sheets
// itself (critical-css.ts). The package is CommonJS, so its imports go through `require`.
require.extensions['.css'] = (module) => {
  module.exports = {};
};

function sheetsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

// Cascade order as in the browser: the kit's tokens and global rules, its components, then ours.
const kitDir = path.join(path.dirname(require.resolve('@adlens/shared-ui/package.json')), 'src');
const theme = path.join(kitDir, 'theme');
const sheets = [
  readFileSync(path.join(theme, 'tokens.css'), 'utf8'),
  readFileSync(path.join(theme, 'theme.css'), 'utf8').replace(/@import[^;]*;/g, ''),
  ...sheetsUnder(path.join(kitDir, 'components')),
  ...sheetsUnder(path.join(kitDir, 'forms')),
  ...sheetsUnder(path.join(packageDir, 'src')),
];

async function main() {
  const { GUEST_PAGES, renderGuestPage } = await import('./guest-pages');
  const outDir = process.env.PRERENDER_OUT ?? path.join(packageDir, 'dist', 'prerender');
  mkdirSync(outDir, { recursive: true });
  const files: Record<string, string> = {};
  for (const page of GUEST_PAGES) {
    const html = renderGuestPage(page);
    const file = `${page.page}.html`;
    writeFileSync(path.join(outDir, file), `<style>${criticalCss(sheets, html)}</style>${html}`);
    files[page.page] = file;
    console.log(`prerendered ${page.page} (${page.path}) -> dist/prerender/${file}`);
  }
  writeFileSync(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify(prerenderManifest(GUEST_PAGES, files), null, 2)}\n`,
  );
}

void main();
