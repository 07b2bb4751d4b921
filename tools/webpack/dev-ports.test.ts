import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { devPort, withDevPorts } from './dev-ports.mjs';

const pinSet = {
  environment: 'development',
  remotes: [
    { name: 'remote_auth', version: '0.1.0', entry: 'http://localhost:3001/mf-manifest.json' },
    {
      name: 'remote_search',
      version: '0.2.0',
      entry: '/remotes/remote-search/0.2.0/mf-manifest.json',
    },
  ],
  history: [],
};

describe('dev ports', () => {
  it('keeps the README ports when nothing is set', () => {
    assert.equal(devPort('adlens_host', {}), 3000);
    assert.equal(devPort('remote_account', {}), 3004);
    assert.deepEqual(withDevPorts(pinSet, {}), pinSet);
  });

  it("moves a dev-served remote's entry to its variable's port and leaves release entries alone", () => {
    const env = { DEV_REMOTE_AUTH_PORT: '41001', DEV_REMOTE_SEARCH_PORT: '41002' };
    const moved = withDevPorts(pinSet, env);
    assert.equal(moved.remotes[0]?.entry, 'http://localhost:41001/mf-manifest.json');
    assert.equal(moved.remotes[1]?.entry, pinSet.remotes[1]?.entry);
  });

  it('refuses a value that is not a port', () => {
    assert.throws(() => devPort('adlens_host', { DEV_HOST_PORT: 'abc' }), /DEV_HOST_PORT/);
  });
});
