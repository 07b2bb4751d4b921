import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where every page module of a remote lives; the harness imports pages from this folder only. */
export const PAGES_FOLDER = './src/pages/';

/**
 * A remote's page list (`<remote>/pages.json`): each exposed page module, its file and the route
 * ids (of the contract's ROUTE_PATHS) the host binds to it. It is the one place a remote declares
 * its pages: webpack's `exposes` and the standalone harness derive from it, and a host test checks
 * the host's route bindings against it.
 *
 * @param {string} dir the remote's package folder
 * @returns {Record<string, { file: string; routes: string[] }>}
 */
export function readPageList(dir) {
  const file = path.join(dir, 'pages.json');
  const list = JSON.parse(readFileSync(file, 'utf8'));
  for (const [name, page] of Object.entries(list)) {
    const valid =
      /^[A-Z]\w*Page$/.test(name) &&
      typeof page?.file === 'string' &&
      page.file.startsWith(PAGES_FOLDER) &&
      Array.isArray(page.routes) &&
      page.routes.every((route) => typeof route === 'string');
    if (!valid) {
      throw new Error(
        `${file}: "${name}" must be a *Page name with a file under ${PAGES_FOLDER} and a list of route ids`,
      );
    }
  }
  return list;
}

/** Module Federation `exposes` of a page list: `./SearchPage` -> `./src/pages/search-page.tsx`. */
export function exposesOf(pageList) {
  return Object.fromEntries(
    Object.entries(pageList).map(([name, { file }]) => [`./${name}`, file]),
  );
}
