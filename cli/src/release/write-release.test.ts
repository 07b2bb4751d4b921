import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readRelease } from '../pins/releases';
import { nextVersion } from './next-version';
import { type ReleaseInput, writeRelease } from './write-release';

function setUp(entry = 'entry v1'): ReleaseInput {
  const root = mkdtempSync(path.join(os.tmpdir(), 'adlens-release-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'remoteEntry.js'), entry);
  return {
    releasesDir: path.join(root, 'releases'),
    remote: 'remote_search',
    version: '0.2.0',
    dist,
    contract: '^0.1.0',
    commit: 'a'.repeat(40),
    kind: 'published',
  };
}

describe('nextVersion', () => {
  it('bumps the part asked for', () => {
    assert.equal(nextVersion('0.1.3', { bump: 'patch' }), '0.1.4');
    assert.equal(nextVersion('0.1.3', { bump: 'minor' }), '0.2.0');
    assert.equal(nextVersion('0.1.3', { bump: 'major' }), '1.0.0');
  });

  it('takes a given version only when it comes after the current one', () => {
    assert.equal(nextVersion('0.1.0', { version: '0.10.0' }), '0.10.0');
    assert.throws(() => nextVersion('0.2.0', { version: '0.1.9' }), /does not come after/);
    assert.throws(() => nextVersion('0.2.0', { version: 'latest' }), /is not a version/);
  });
});

describe('writeRelease', () => {
  it('writes the build with its integrity, contract range and commit', () => {
    const input = setUp();
    assert.equal(writeRelease(input), 'written');
    const release = readRelease(input.releasesDir, 'remote_search', '0.2.0');
    assert.equal(release?.contract, '^0.1.0');
    assert.equal(release?.commit, 'a'.repeat(40));
    assert.match(release?.integrity ?? '', /^sha384-/);
    const copied = path.join(input.releasesDir, 'remote-search', '0.2.0', 'remoteEntry.js');
    assert.equal(readFileSync(copied, 'utf8'), 'entry v1');
  });

  it('records the federation runtime range the build used, from its manifest', () => {
    const input = setUp();
    writeFileSync(
      path.join(input.dist, 'mf-manifest.json'),
      JSON.stringify({ metaData: { name: 'remote_search', pluginVersion: '2.9.2' } }),
    );
    writeRelease(input);
    assert.equal(readRelease(input.releasesDir, 'remote_search', '0.2.0')?.runtime, '^2.9.2');
  });

  it('records every shared module with the version built against, its range and whether it is a singleton', () => {
    const input = setUp();
    const shared = [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true, assets: {} },
      { name: '@adlens/shared-ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: false },
    ];
    writeFileSync(
      path.join(input.dist, 'mf-manifest.json'),
      JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, shared }),
    );
    writeRelease(input);
    assert.deepEqual(readRelease(input.releasesDir, 'remote_search', '0.2.0')?.shared, [
      { name: '@adlens/shared-ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: false },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    ]);
  });

  it('refuses to overwrite a published version', () => {
    const input = setUp();
    writeRelease(input);
    writeFileSync(path.join(input.dist, 'remoteEntry.js'), 'entry v2');
    assert.throws(() => writeRelease(input), /already exists/);
  });

  it('lets a local build rewrite its own folder but keep a published one', () => {
    const input = setUp();
    assert.equal(writeRelease({ ...input, kind: 'local' }), 'written');
    writeFileSync(path.join(input.dist, 'remoteEntry.js'), 'entry v2');
    assert.equal(writeRelease({ ...input, kind: 'local' }), 'written');
    const entry = path.join(input.releasesDir, 'remote-search', '0.2.0', 'remoteEntry.js');
    assert.equal(readFileSync(entry, 'utf8'), 'entry v2');

    const published = setUp();
    writeRelease(published);
    writeFileSync(path.join(published.dist, 'remoteEntry.js'), 'entry v2');
    assert.equal(writeRelease({ ...published, kind: 'local' }), 'kept-published');
  });
});
