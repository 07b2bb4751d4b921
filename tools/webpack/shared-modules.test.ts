import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sharedModules } from './shared-modules.mjs';

const root = path.resolve(import.meta.dirname, '../..');
type Shared = Record<string, { singleton: boolean; version: string; requiredVersion: string }>;

describe('sharedModules', () => {
  it('shares shared-ui subpath entries (the chart kit) as one singleton for host and remotes', () => {
    for (const app of ['host', 'remote-insights', 'remote-account', 'remote-search']) {
      const shared: Shared = sharedModules(path.join(root, app));
      const main = shared['@adlens/shared-ui'];
      const subpaths = shared['@adlens/shared-ui/'];
      assert.ok(main && subpaths, `${app} shares @adlens/shared-ui and its subpaths`);
      assert.equal(subpaths.singleton, true);
      assert.equal(subpaths.version, main.version);
      assert.equal(subpaths.requiredVersion, `^${main.version}`);
    }
  });

  it('leaves the chart primitives inside the kit rather than sharing them one by one', () => {
    const shared: Shared = sharedModules(path.join(root, 'shared-ui'));
    assert.deepEqual(
      Object.keys(shared).filter((key) => key.startsWith('@visx/')),
      [],
    );
  });
});
