import type { GuestPage } from './guest-pages';

/**
 * `prerender/manifest.json` of a release: which exposed page has a painted fragment, for which
 * path, in which file of the folder. The server reads it (cli/src/prerendered-page.ts).
 */
export function prerenderManifest(
  pages: readonly Pick<GuestPage, 'page' | 'path'>[],
  files: Record<string, string>,
) {
  return {
    version: 1,
    pages: pages.flatMap(({ page, path }) => {
      const file = files[page];
      return file ? [{ page, path, file: `prerender/${file}` }] : [];
    }),
  };
}
