import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REMOTE_PAGES } from '../../host/src/routes/remote-pages.ts';
import { readPageList } from '@adlens/tools/page-list';

/**
 * Pages the host binds a route to but their remote does not build yet. The list shrinks as they
 * land: a page that its remote declares must leave it (the last test fails otherwise).
 */
const PENDING = new Set<string>([]);

const root = path.resolve(import.meta.dirname, '..', '..');

/** The page list of a remote by its federation name (`remote_search` -> `remote-search/pages.json`). */
const pageListOf = (remote: string) => readPageList(path.join(root, remote.replace('_', '-')));

const bindings = Object.entries(REMOTE_PAGES);
const boundPage = (routeId: string) =>
  bindings.find(([id]) => id === routeId)?.[1] ?? { remote: '', module: '' };
const remotes = [...new Set(bindings.map(([, page]) => page.remote))];

describe('host route bindings and the remotes’ page lists', () => {
  it('binds every route to a page that its remote declares for that route, or to a pending page', () => {
    const unbound = bindings
      .filter(([, { remote, module }]) => !PENDING.has(`${remote}/${module}`))
      .filter(
        ([routeId, { remote, module }]) => !pageListOf(remote)[module]?.routes.includes(routeId),
      )
      .map(([routeId, { remote, module }]) => `${routeId} -> ${remote}/${module}`);
    assert.deepEqual(unbound, []);
  });

  it('binds every route a remote declares to that very page', () => {
    const mismatched = remotes.flatMap((remote) =>
      Object.entries(pageListOf(remote)).flatMap(([module, { routes }]) =>
        routes
          .filter((routeId) => {
            const bound = boundPage(routeId);
            return bound.remote !== remote || bound.module !== module;
          })
          .map((routeId) => `${remote}/${module} declares ${routeId}`),
      ),
    );
    assert.deepEqual(mismatched, []);
  });

  it('lists as pending only pages that are still missing', () => {
    const landed = [...PENDING].filter((id) => {
      const [remote = '', module = ''] = id.split('/');
      return module in pageListOf(remote);
    });
    assert.deepEqual(landed, []);
  });
});
