import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '@adlens/shared-contracts/platform';
import { withPinLock } from './lock';
import { readPinSet, writePinSet } from './pin-file';
import { writeFakeRelease } from './fake-release';
import { releaseFolderName } from './releases';

const CLI = path.join(import.meta.dirname, '..', 'pins-cli.ts');

/** Releases 2.0.0 of every remote and a staging pin file pinning 1.0.0 of each. */
function workspace() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pins-lock-'));
  const releases = path.join(root, 'releases');
  const environments = path.join(root, 'environments');
  mkdirSync(environments);
  for (const name of REMOTE_NAMES) writeFakeRelease(releases, { name, version: '2.0.0' });
  const pinFile = path.join(environments, 'staging.json');
  writePinSet(pinFile, {
    environment: 'staging',
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      version: '1.0.0',
      entry: `/remotes/${releaseFolderName(name)}/1.0.0/mf-manifest.json`,
    })),
    history: [],
  });
  return { releases, environments, pinFile };
}

function pinInChild(env: Record<string, string>, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'pin', 'staging', target], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

describe('pin lock', { timeout: 60_000 }, () => {
  it('serialises concurrent pin changes: none is lost, each is in the history', async () => {
    const { releases, environments, pinFile } = workspace();
    const env = { ADLENS_RELEASES_DIR: releases, ADLENS_ENVIRONMENTS_DIR: environments };
    const codes = await Promise.all(
      REMOTE_NAMES.map((name) => pinInChild(env, `${releaseFolderName(name)}@2.0.0`)),
    );
    assert.deepEqual(codes, [0, 0, 0, 0]);
    const pinSet = readPinSet(pinFile);
    assert.deepEqual(
      pinSet.remotes.map((pin) => pin.version),
      ['2.0.0', '2.0.0', '2.0.0', '2.0.0'],
    );
    assert.deepEqual(pinSet.history.map((entry) => entry.remote).sort(), [...REMOTE_NAMES].sort());
    assert.equal(existsSync(`${pinFile}.lock`), false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const { pinFile } = workspace();
    writeFileSync(`${pinFile}.lock`, '2147483646\n2026-11-01T00:00:00.000Z\n');
    assert.equal(
      withPinLock(pinFile, () => 'changed'),
      'changed',
    );
    assert.equal(existsSync(`${pinFile}.lock`), false);
  });

  it('waits for a live holder and gives up with a clear message', () => {
    const { pinFile } = workspace();
    writeFileSync(`${pinFile}.lock`, `${process.pid}\nnow\n`);
    assert.throws(() => withPinLock(pinFile, () => 'changed', 200), /held by another pin change/);
  });
});
