import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { appendReleaseLog, previousRelease, readReleaseLog } from './release-log';

const entry = (version: string) => ({
  version,
  commit: `commit-${version}`,
  contract: '^0.1.0',
  builtAt: 'now',
});

describe('release log', () => {
  it('records each published version with its commit, in order', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'release-log-'));
    assert.deepEqual(readReleaseLog(dir), { releases: [] });
    appendReleaseLog(dir, entry('0.1.0'));
    appendReleaseLog(dir, entry('0.2.0'));
    assert.deepEqual(
      readReleaseLog(dir).releases.map((release) => release.commit),
      ['commit-0.1.0', 'commit-0.2.0'],
    );
  });

  it('finds the release before the current one, or none', () => {
    const log = { releases: [entry('0.1.0'), entry('0.2.0')] };
    assert.equal(previousRelease(log, '0.2.0')?.version, '0.1.0');
    assert.equal(previousRelease(log, '0.1.0'), null);
    assert.equal(previousRelease(log, '0.3.0')?.version, '0.2.0');
  });
});
