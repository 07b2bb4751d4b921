import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONTRACT_VERSION, type PinSet } from '@adlens/shared-contracts/platform';
import { checkRelease, pinRemote, previousVersion, verifyPinSet } from './pin-file';
import { hostRuntimeVersion } from './runtime-version';
import { writeFakeRelease } from './fake-release';

const EMPTY: PinSet = {
  environment: 'staging',
  remotes: [
    {
      name: 'remote_search',
      version: '1.0.0',
      entry: '/remotes/remote-search/1.0.0/mf-manifest.json',
    },
  ],
  history: [],
};

describe('pin file', () => {
  it('pins an existing release and records who changed what', () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
    writeFakeRelease(releases, { version: '1.0.0' });
    writeFakeRelease(releases, { version: '1.1.0' });
    const at = new Date('2026-11-21T10:00:00Z');
    const next = pinRemote(EMPTY, releases, {
      remote: 'remote_search',
      version: '1.1.0',
      by: 'ops',
      at,
    });
    assert.equal(next.remotes[0]?.entry, '/remotes/remote-search/1.1.0/mf-manifest.json');
    assert.deepEqual(next.history, [
      { at: at.toISOString(), by: 'ops', remote: 'remote_search', from: '1.0.0', to: '1.1.0' },
    ]);
    assert.equal(previousVersion(next, 'remote_search'), '1.0.0');
  });

  it('refuses a release that does not exist', () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
    assert.throws(
      () => pinRemote(EMPTY, releases, { remote: 'remote_search', version: '9.9.9', by: 'ops' }),
      /No release remote_search@9\.9\.9/,
    );
  });

  it('refuses a release built against another contract major, naming both versions', () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
    writeFakeRelease(releases, { version: '2.0.0', contract: '^9.0.0' });
    assert.throws(
      () => pinRemote(EMPTY, releases, { remote: 'remote_search', version: '2.0.0', by: 'ops' }),
      new RegExp(`built against contract \\^9\\.0\\.0; the host has ${CONTRACT_VERSION}`),
    );
  });

  it('refuses a release built with a federation runtime the host cannot run, naming both versions', () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
    const host = hostRuntimeVersion();
    const [major = 0] = host.split('.').map(Number);
    writeFakeRelease(releases, { version: '2.0.0', runtime: `^${major + 1}.0.0` });
    assert.throws(
      () => pinRemote(EMPTY, releases, { remote: 'remote_search', version: '2.0.0', by: 'ops' }),
      new RegExp(
        `remote_search@2\\.0\\.0 was built with federation runtime \\^${major + 1}\\.0\\.0; the host runs ${host.replace(/\./g, '\\.')}$`,
      ),
    );
  });

  it("pins a release of the host's runtime with its runtime range, for the host to check at load", () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
    writeFakeRelease(releases, { version: '1.1.0', runtime: `^${hostRuntimeVersion()}` });
    const next = pinRemote(EMPTY, releases, {
      remote: 'remote_search',
      version: '1.1.0',
      by: 'ops',
    });
    assert.equal(next.remotes[0]?.runtime, `^${hostRuntimeVersion()}`);
  });

  describe('singletons (decision 0053)', () => {
    const HOST = { '@adlens/shared-contracts/react': '1.0.0', react: '19.3.1' };
    const shared = [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      // Shared by range: the release carries its own copy of a newer kit.
      { name: '@adlens/shared-ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: false },
    ];
    const check = (releases: string, version: string) =>
      checkRelease(releases, 'remote_search', version, hostRuntimeVersion(), () => HOST);

    it('accepts a release that carries its own copy of a newer stateless module', () => {
      const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
      writeFakeRelease(releases, { version: '1.1.0', shared });
      assert.equal(check(releases, '1.1.0').version, '1.1.0');
    });

    it('refuses a release needing a newer singleton than the host provides, naming both and the fix', () => {
      const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
      const needsNewer = {
        name: '@adlens/shared-contracts/react',
        version: '2.0.0',
        requiredVersion: '^2.0.0',
        singleton: true,
      };
      writeFakeRelease(releases, { version: '2.0.0', shared: [...shared, needsNewer] });
      assert.throws(
        () => check(releases, '2.0.0'),
        /^PinError: remote_search@2\.0\.0 needs @adlens\/shared-contracts\/react \^2\.0\.0 \(one instance per page\); the host provides 1\.0\.0: release the host with @adlens\/shared-contracts >= 2\.0\.0 first$/,
      );
    });

    it('pins the singleton ranges for the host to check at load', () => {
      const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
      writeFakeRelease(releases, { version: '1.1.0', shared: shared.slice(1) });
      const next = pinRemote(EMPTY, releases, {
        remote: 'remote_search',
        version: '1.1.0',
        by: 'ops',
      });
      assert.deepEqual(next.remotes[0]?.singletons, {});
    });
  });

  it('verify reports a release whose entry changed after it was published', () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'pins-'));
    const entry = writeFakeRelease(releases, { version: '1.0.0' });
    assert.deepEqual(verifyPinSet(EMPTY, releases), []);
    writeFileSync(entry, '/* tampered */');
    assert.match(verifyPinSet(EMPTY, releases).join('\n'), /does not match its recorded integrity/);
  });

  it('has nothing to roll back to before the first change', () => {
    assert.throws(() => previousVersion(EMPTY, 'remote_search'), /No earlier pin/);
  });
});
