import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const packageVersionSchema = z.object({ version: z.string().min(1) });

/** The part of a Module Federation manifest (`mf-manifest.json`) that lists each page's files. */
export const exposedFilesSchema = z.object({
  exposes: z.array(
    z.object({
      assets: z.object({ js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }) }),
    }),
  ),
});

/**
 * The `version` of a package folder's package.json, validated: a file without one fails here,
 * with its name, instead of as `undefined` in a pin or a release name later.
 */
export function packageVersionOf(folder: string): string {
  const file = path.join(folder, 'package.json');
  const parsed = packageVersionSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: no version (${parsed.error.message})`);
  return parsed.data.version;
}
