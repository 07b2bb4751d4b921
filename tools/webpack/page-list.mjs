import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where every page module of a remote lives; the harness imports pages from this folder only. */
export const PAGES_FOLDER = './src/pages/';

/**
 * A remote's page list (`<remote>/pages.json`): each exposed page module and the file that holds
 * it. Which route a module renders is written in the contract's route manifest, not here; the CLI's
 * tests keep the two equal. webpack's `exposes` and the standalone harness derive from this list.
 *
 * @param {string} dir the remote's package folder
 * @returns {Record<string, string>}
 */
export function readPageList(dir) {
  const file = path.join(dir, 'pages.json');
  const list = JSON.parse(readFileSync(file, 'utf8'));
  for (const [name, page] of Object.entries(list)) {
    const valid =
      /^[A-Z]\w*Page$/.test(name) && typeof page === 'string' && page.startsWith(PAGES_FOLDER);
    if (!valid) {
      throw new Error(`${file}: "${name}" must be a *Page name with a file under ${PAGES_FOLDER}`);
    }
  }
  return list;
}

/** Module Federation `exposes` of a page list: `./SearchPage` -> `./src/pages/search-page.tsx`. */
export function exposesOf(pageList) {
  return Object.fromEntries(Object.entries(pageList).map(([name, file]) => [`./${name}`, file]));
}
