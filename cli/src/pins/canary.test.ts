import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { PinSet } from '@adlens/shared-contracts/platform';
import {
  abortCanary,
  parseGuard,
  parsePercent,
  promoteCanary,
  startCanary,
  widenCanary,
} from './canary';
import { writeFakeRelease } from './fake-release';
import { previousVersion, readPinSet, writePinSet } from './pin-file';

const at = new Date('2026-11-24T10:00:00Z');

function releases(...versions: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pins-canary-'));
  for (const version of versions) writeFakeRelease(dir, { version, commit: `commit-${version}` });
  return dir;
}

const pinned: PinSet = {
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

describe('canary pins', () => {
  it('starts a canary beside the pin, checked like a pin, recorded in the history', () => {
    const dir = releases('1.0.0', '1.1.0');
    const next = startCanary(pinned, dir, {
      remote: 'remote_search',
      version: '1.1.0',
      percent: 10,
      by: 'ops',
      at,
    });
    assert.deepEqual(next.remotes, pinned.remotes);
    assert.equal(next.canaries?.[0]?.entry, '/remotes/remote-search/1.1.0/mf-manifest.json');
    assert.equal(next.canaries?.[0]?.percent, 10);
    assert.match(next.canaries?.[0]?.integrity ?? '', /^sha384-/);
    assert.deepEqual(next.history.at(-1), {
      at: at.toISOString(),
      by: 'ops',
      remote: 'remote_search',
      from: '1.0.0',
      to: '1.1.0',
      commit: 'commit-1.1.0',
      canary: 'start',
      percent: 10,
    });
  });

  it('refuses a canary whose release is missing, tampered with or of another contract', () => {
    const dir = releases('1.0.0');
    writeFakeRelease(dir, { version: '2.0.0', contract: '^9.0.0' });
    writeFakeRelease(dir, { version: '1.2.0', integrity: 'sha384-other' });
    const start = (version: string) =>
      startCanary(pinned, dir, { remote: 'remote_search', version, percent: 5, by: 'ops' });
    assert.throws(() => start('1.9.9'), /No release remote_search@1\.9\.9/);
    assert.throws(() => start('2.0.0'), /built against contract \^9\.0\.0/);
    assert.throws(() => start('1.2.0'), /does not match its recorded integrity/);
    assert.throws(() => start('1.0.0'), /is the pin itself/);
  });

  it('widens, then promotes: the canary becomes the pin and a rollback returns to the old pin', () => {
    const dir = releases('1.0.0', '1.1.0');
    const started = startCanary(pinned, dir, {
      remote: 'remote_search',
      version: '1.1.0',
      percent: 10,
      by: 'ops',
    });
    assert.throws(
      () =>
        startCanary(started, dir, {
          remote: 'remote_search',
          version: '1.1.0',
          percent: 5,
          by: 'ops',
        }),
      /already a canary at 10 %/,
    );
    const widened = widenCanary(started, { remote: 'remote_search', percent: 50, by: 'ops' });
    assert.equal(widened.canaries?.[0]?.percent, 50);
    assert.equal(widened.history.at(-1)?.reason, '10 % -> 50 %');
    // A canary change is no pin change: nothing to roll back yet.
    assert.throws(() => previousVersion(widened, 'remote_search'), /No earlier pin/);

    const promoted = promoteCanary(widened, dir, { remote: 'remote_search', by: 'ops' });
    assert.equal(promoted.canaries, undefined);
    assert.equal(promoted.remotes[0]?.version, '1.1.0');
    assert.deepEqual(
      promoted.history.map((entry) => entry.canary),
      ['start', 'widen', 'promote'],
    );
    assert.equal(previousVersion(promoted, 'remote_search'), '1.0.0');
  });

  it('aborts with its reason and leaves the pin untouched', () => {
    const dir = releases('1.0.0', '1.1.0');
    const started = startCanary(pinned, dir, {
      remote: 'remote_search',
      version: '1.1.0',
      percent: 50,
      by: 'ops',
    });
    const aborted = abortCanary(started, {
      remote: 'remote_search',
      by: 'guard',
      reason: 'budget',
    });
    assert.deepEqual(aborted.remotes, pinned.remotes);
    assert.equal(aborted.canaries, undefined);
    assert.deepEqual(
      { ...aborted.history.at(-1), at: undefined },
      {
        at: undefined,
        by: 'guard',
        remote: 'remote_search',
        from: '1.0.0',
        to: '1.1.0',
        canary: 'abort',
        percent: 0,
        reason: 'budget',
      },
    );
    assert.throws(
      () => abortCanary(aborted, { remote: 'remote_search', by: 'ops' }),
      /runs no canary/,
    );
  });

  it('reads --percent and the guard flags strictly', () => {
    assert.equal(parsePercent('25'), 25);
    for (const bad of [undefined, '0', '101', '2.5', 'ten']) assert.throws(() => parsePercent(bad));
    assert.equal(parseGuard(undefined, undefined), undefined);
    assert.deepEqual(parseGuard('0.05', '20'), { maxFailureRate: 0.05, minSessions: 20 });
    assert.throws(() => parseGuard('0.05', undefined), /--min-sessions/);
    assert.throws(() => parseGuard('5', '20'), /--max-failure-rate/);
  });
});

describe('pnpm pins canary commands', { timeout: 60_000 }, () => {
  it('start, widen, promote and abort a canary through the CLI, each in the history', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pins-canary-cli-'));
    const releasesDir = path.join(root, 'releases');
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) writeFakeRelease(releasesDir, { version });
    const environments = path.join(root, 'environments');
    mkdirSync(environments);
    const file = path.join(environments, 'staging.json');
    writePinSet(file, pinned);
    const pins = (...args: string[]) =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '..', 'pins-cli.ts'), ...args],
        {
          cwd: path.join(import.meta.dirname, '..', '..'),
          env: {
            ...process.env,
            ADLENS_RELEASES_DIR: releasesDir,
            ADLENS_ENVIRONMENTS_DIR: environments,
            ADLENS_ACTOR: 'team-search',
          },
          encoding: 'utf8',
        },
      );
    pins(
      'canary',
      'staging',
      'remote-search@1.1.0',
      '--percent',
      '10',
      '--max-failure-rate',
      '0.1',
      '--min-sessions',
      '5',
    );
    assert.deepEqual(readPinSet(file).canaries?.[0]?.guard, {
      maxFailureRate: 0.1,
      minSessions: 5,
    });
    pins('canary', 'staging', 'remote-search', '--percent', '50');
    assert.equal(readPinSet(file).canaries?.[0]?.percent, 50);
    pins('promote-canary', 'staging', 'remote-search');
    pins('canary', 'staging', 'remote-search@1.2.0', '--percent', '5');
    pins('abort-canary', 'staging', 'remote-search');
    const final = readPinSet(file);
    assert.equal(final.remotes[0]?.version, '1.1.0');
    assert.equal(final.canaries, undefined);
    assert.deepEqual(
      final.history.map(({ by, canary, to }) => `${by} ${canary} ${to}`),
      [
        'team-search start 1.1.0',
        'team-search widen 1.1.0',
        'team-search promote 1.1.0',
        'team-search start 1.2.0',
        'team-search abort 1.2.0',
      ],
    );
  });
});
