import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONTRACT_VERSION, type PinSet } from '@adlens/shared-contracts/platform';
import { diffPinSets, promotePinSet } from './promote';
import { writeFakeRelease } from './fake-release';

function releasesWith(versions: string[], contract = `^${CONTRACT_VERSION}`): string {
  const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-promote-'));
  for (const version of versions) {
    writeFakeRelease(releases, { version, contract, commit: `commit-${version}` });
  }
  return releases;
}

const pins = (environment: 'staging' | 'production', version: string): PinSet => ({
  environment,
  remotes: [
    {
      name: 'remote_search',
      version,
      entry: `/remotes/remote-search/${version}/mf-manifest.json`,
    },
  ],
  history: [],
});

describe('diff and promote', () => {
  it('diff names each remote whose version would change', () => {
    assert.deepEqual(diffPinSets(pins('staging', '0.2.0'), pins('production', '0.1.0')), [
      { remote: 'remote_search', from: '0.1.0', to: '0.2.0' },
    ]);
    assert.deepEqual(diffPinSets(pins('staging', '0.1.0'), pins('production', '0.1.0')), []);
  });

  it('promote copies the pins and records each change with its commit', () => {
    const releases = releasesWith(['0.1.0', '0.2.0']);
    const next = promotePinSet(pins('staging', '0.2.0'), pins('production', '0.1.0'), releases, {
      by: 'ops',
    });
    assert.equal(next.environment, 'production');
    assert.equal(next.remotes[0]?.version, '0.2.0');
    assert.deepEqual(
      next.history.map(({ from, to, commit, reason }) => ({ from, to, commit, reason })),
      [{ from: '0.1.0', to: '0.2.0', commit: 'commit-0.2.0', reason: 'promote from staging' }],
    );
  });

  it('refuses to promote a pin set that does not verify', () => {
    const releases = releasesWith(['0.1.0']);
    assert.throws(
      () =>
        promotePinSet(pins('staging', '0.2.0'), pins('production', '0.1.0'), releases, {
          by: 'ops',
        }),
      /staging does not verify/,
    );
  });
});
