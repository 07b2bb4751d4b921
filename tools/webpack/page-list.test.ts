import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { exposesOf, readPageList } from './page-list.mjs';

function remoteWith(pages: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adlens-pages-'));
  writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
  return dir;
}

describe('a remote page list', () => {
  it('derives the federation exposes from the declared pages', () => {
    const list = readPageList(
      remoteWith({
        SearchPage: './src/pages/search-page.tsx',
        BookmarksPage: './src/pages/bookmarks-page.tsx',
      }),
    );
    assert.deepEqual(exposesOf(list), {
      './SearchPage': './src/pages/search-page.tsx',
      './BookmarksPage': './src/pages/bookmarks-page.tsx',
    });
  });

  it('refuses a page outside src/pages, a name that is not a page, or a file that is not a path', () => {
    for (const pages of [
      { SearchPage: './src/lib/search.tsx' },
      { search: './src/pages/search-page.tsx' },
      { SearchPage: { file: './src/pages/search-page.tsx', routes: ['platformSearch'] } },
    ]) {
      assert.throws(() => readPageList(remoteWith(pages)), /must be a \*Page name/);
    }
  });

  it('is what every remote of the workspace declares its pages in', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    for (const remote of ['remote-auth', 'remote-search', 'remote-insights', 'remote-account']) {
      assert.ok(Object.keys(readPageList(path.join(root, remote))).length > 0, remote);
    }
  });
});
