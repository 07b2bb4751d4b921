// `pnpm --filter @adlens/host prerender` (after its webpack build): the frames of painted pages
// (the auth layout's brand bar) with their critical CSS in `dist/painted-frames/`. The server puts
// a remote release's painted fragment into the frame of its route's layout (decision 0041), so
// the painted page sits where the live page will: the host keeps its frame, the remote its page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paintedFrameFile } from '@adlens/shared-contracts/platform';
import { criticalCss } from '@adlens/tools/critical-css';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
// A style sheet import is a side effect of the browser build only; the CSS is read below.
require.extensions['.css'] = (module) => {
  module.exports = {};
};

// Cascade order as in the browser: the kit's tokens and global rules, then the host's sheet.
const theme = path.join(
  path.dirname(require.resolve('@adlens/shared-ui/package.json')),
  'src',
  'theme',
);
const sheets = [
  readFileSync(path.join(theme, 'tokens.css'), 'utf8'),
  readFileSync(path.join(theme, 'theme.css'), 'utf8').replace(/@import[^;]*;/g, ''),
  readFileSync(path.join(packageDir, 'src', 'styles', 'host.css'), 'utf8'),
];

async function main() {
  const { PAINTED_FRAMES, renderPaintedFrame } = await import('./painted-frames');
  const distDir = path.join(packageDir, 'dist');
  for (const [layout, Layout] of Object.entries(PAINTED_FRAMES)) {
    if (!Layout) continue;
    const frame = renderPaintedFrame(Layout);
    const file = path.join(distDir, paintedFrameFile(layout));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `<style>${criticalCss(sheets, frame)}</style>${frame}`);
    console.log(`painted frame of the ${layout} layout -> dist/${paintedFrameFile(layout)}`);
  }
}

void main();
