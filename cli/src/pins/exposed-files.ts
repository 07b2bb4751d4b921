import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The part of a release's `mf-manifest.json` that names each exposed module's own files. */
export const manifestExposesSchema = z.object({
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }).optional(),
      }),
    }),
  ),
});

/**
 * `{ SearchPage: [its scripts, its stylesheets] }` from the manifest in `releaseFolder`: what the
 * federation runtime would read from the manifest to preload a page beside the entry, carried by
 * the served pin instead (decision 0040). Null when the folder has no readable manifest; such a
 * pin still loads, without the preload.
 */
export function exposedFilesOf(releaseFolder: string): Record<string, string[]> | null {
  const file = path.join(releaseFolder, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  let manifest;
  try {
    manifest = manifestExposesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
  if (!manifest.success) return null;
  return Object.fromEntries(
    manifest.data.exposes.map((expose) => [
      expose.path.replace(/^\.\//, ''),
      [...expose.assets.js.sync, ...(expose.assets.css?.sync ?? [])],
    ]),
  );
}
