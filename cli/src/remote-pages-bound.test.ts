import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REMOTES, ROUTE_IDS, remotePageOf } from '@adlens/shared-contracts/platform';
import { readPageList } from '@adlens/tools/page-list';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The modules the route manifest binds to each remote. */
function manifestModules(remote: string): string[] {
  const modules = ROUTE_IDS.map((id) => remotePageOf(id))
    .filter((page) => page?.remote === remote)
    .map((page) => page?.module ?? '');
  return [...new Set(modules)].sort();
}

describe('the route manifest and the remotes’ page lists', () => {
  for (const { name, folder } of REMOTES) {
    it(`lists in ${folder}/pages.json exactly the modules the manifest binds to ${name}`, () => {
      const declared = Object.keys(readPageList(path.join(root, folder))).sort();
      assert.deepEqual(declared, manifestModules(name));
    });
  }
});
