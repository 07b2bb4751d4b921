import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sharedModules } from './shared-modules.mjs';

const root = path.resolve(import.meta.dirname, '../..');
type Shared = Record<
  string,
  { singleton: boolean; strictVersion?: boolean; version: string; requiredVersion: string }
>;

const APPS = ['host', 'remote-auth', 'remote-insights', 'remote-account', 'remote-search'];

describe('sharedModules', () => {
  it('shares identity-bearing modules as strict singletons and stateless ones by range', () => {
    for (const app of APPS) {
      const shared: Shared = sharedModules(path.join(root, app));
      for (const key of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query']) {
        const config = shared[key];
        assert.ok(config, `${app} shares ${key}`);
        assert.equal(config.singleton, true, `${app}: ${key} singleton`);
        assert.equal(config.strictVersion, true, `${app}: ${key} strict`);
        assert.equal(config.requiredVersion, `^${config.version}`);
      }
      for (const key of ['@adlens/shared-ui', '@adlens/shared-contracts']) {
        const config = shared[key];
        assert.ok(config, `${app} shares ${key}`);
        assert.equal(config.singleton, false, `${app}: ${key} shared by range`);
        assert.equal(config.strictVersion, undefined);
        assert.equal(config.requiredVersion, `^${config.version}`);
      }
      assert.equal(shared['@adlens/shared-contracts/react']?.singleton, true);
    }
  });

  it('shares each kit entry under its own key at the kit version, not the test kits', () => {
    for (const app of ['host', 'remote-insights', 'remote-account', 'remote-search']) {
      const shared: Shared = sharedModules(path.join(root, app));
      const main = shared['@adlens/shared-ui'];
      const charts = shared['@adlens/shared-ui/charts'];
      assert.ok(main && charts, `${app} shares @adlens/shared-ui and its chart entry`);
      assert.equal(charts.version, main.version);
      assert.equal(charts.requiredVersion, `^${main.version}`);
      assert.equal(shared['@adlens/shared-contracts/testing'], undefined);
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
