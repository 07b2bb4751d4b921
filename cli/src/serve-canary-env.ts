// Imported by serve-canary.test.ts before any module of the CLI: workspace.mjs reads
// ADLENS_RELEASES_DIR once, when the first module imports it (the pin gate's runtime check does).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = mkdtempSync(path.join(os.tmpdir(), 'serve-canary-'));
export const releases = path.join(root, 'releases');
process.env.ADLENS_RELEASES_DIR = releases;
