import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders of the workspace, resolved once for the tools. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RELEASES_DIR = process.env.ADLENS_RELEASES_DIR ?? path.join(ROOT, '.releases');
export const ENVIRONMENTS_DIR =
  process.env.ADLENS_ENVIRONMENTS_DIR ?? path.join(ROOT, 'environments');
export const HOST_DIST = process.env.ADLENS_HOST_DIST ?? path.join(ROOT, 'host', 'dist');
