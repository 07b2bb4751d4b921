// `pnpm test:pin-matrix`: the current host against {all current, each remote at its previous
// release}. Each remote's previous release is rebuilt from the commit its `releases.json` records
// (a git worktree), then the platform and smoke e2e suites run against each pin set (E2E_PINS).
// Decision 0016.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONTRACT_VERSION,
  REMOTE_NAMES,
  type PinSet,
  type RemoteName,
  isSameContractLine,
} from '@adlens/shared-contracts/platform';
import { packageVersionOf } from './json-files';
import { readPinSet } from './pins/pin-file';
import { readRelease, releaseFolderName } from './pins/releases';
import { previousRelease, readReleaseLog, type ReleaseLogEntry } from './release/release-log';
import { writeRelease } from './release/write-release';
import { ENVIRONMENTS_DIR, RELEASES_DIR, ROOT } from './workspace.mjs';

const SUITES = ['tests/platform', 'tests/smoke'];

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

function currentVersion(folder: string): string {
  return packageVersionOf(path.join(ROOT, folder));
}

/** Rebuilds `remote`'s release `entry` from its commit, unless the same build is already there. */
function ensureRelease(remote: RemoteName, entry: ReleaseLogEntry): void {
  const folder = releaseFolderName(remote);
  const existing = readRelease(RELEASES_DIR, remote, entry.version);
  if (existing && (existing.commit === entry.commit || existing.kind === 'published')) {
    console.log(`${folder}@${entry.version}: release present (${existing.commit?.slice(0, 10)})`);
    return;
  }
  console.log(`${folder}@${entry.version}: rebuilding from ${entry.commit.slice(0, 10)}`);
  const copy = mkdtempSync(path.join(os.tmpdir(), `adlens-${folder}-${entry.version}-`));
  try {
    run(ROOT, 'git', ['worktree', 'add', '--quiet', '--detach', copy, entry.commit]);
    run(copy, 'pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--silent']);
    run(path.join(copy, folder), 'pnpm', ['run', 'build']);
    rmSync(path.join(RELEASES_DIR, folder, entry.version), { recursive: true, force: true });
    writeRelease({
      releasesDir: RELEASES_DIR,
      remote,
      version: entry.version,
      dist: path.join(copy, folder, 'dist'),
      contract: entry.contract,
      commit: entry.commit,
      kind: 'published',
    });
  } finally {
    run(ROOT, 'git', ['worktree', 'remove', '--force', copy]);
  }
}

/** `base` with `remote` pinned to `version` (integrity and contract are filled when served). */
function withPin(base: PinSet, remote: RemoteName, version: string): PinSet {
  const folder = releaseFolderName(remote);
  return {
    ...base,
    remotes: base.remotes.map((pin) =>
      pin.name === remote
        ? { name: remote, version, entry: `/remotes/${folder}/${version}/mf-manifest.json` }
        : pin,
    ),
  };
}

// `--previous-only`: `npm test` has just run every suite against the current pins, so only the
// sets with a remote at its previous release are left to run.
const previousOnly = process.argv.includes('--previous-only');
const current = readPinSet(path.join(ENVIRONMENTS_DIR, 'production.json'));
const pinSets: { label: string; pins: PinSet }[] = previousOnly
  ? []
  : [{ label: 'all current', pins: current }];
for (const remote of REMOTE_NAMES) {
  const folder = releaseFolderName(remote);
  const previous = previousRelease(readReleaseLog(path.join(ROOT, folder)), currentVersion(folder));
  if (!previous) {
    console.log(`${folder}: no earlier release than ${currentVersion(folder)} to test`);
    continue;
  }
  // A release of an earlier contract major cannot run on this host: the pin gate and the host at
  // load refuse it by the rule this checks (decisions 0016, 0053), so there is no page to drive.
  if (!isSameContractLine(previous.contract, CONTRACT_VERSION)) {
    console.log(
      `${folder}@${previous.version}: built against contract ${previous.contract}, the host has ${CONTRACT_VERSION}: refused at pin and at load, no browser run`,
    );
    continue;
  }
  ensureRelease(remote, previous);
  pinSets.push({
    label: `${folder}@${previous.version} (previous), others current`,
    pins: withPin(current, remote, previous.version),
  });
}

const folder = path.join(ROOT, 'e2e', 'test-results', 'pin-matrix');
mkdirSync(folder, { recursive: true });
const results: string[] = [];
for (const [index, { label, pins }] of pinSets.entries()) {
  const file = path.join(folder, `pins-${index}.json`);
  writeFileSync(file, `${JSON.stringify(pins, null, 2)}\n`);
  console.log(`\npin set ${index}: ${label} (host contract ${CONTRACT_VERSION})`);
  try {
    run(path.join(ROOT, 'e2e'), 'npx', ['playwright', 'test', ...SUITES, '--project=production'], {
      E2E_PINS: file,
      E2E_WORKERS: process.env.E2E_WORKERS ?? '1',
    });
    results.push(`pass  ${label}`);
  } catch {
    results.push(`FAIL  ${label}`);
  }
}
console.log(`\npin matrix:\n${results.map((line) => `  ${line}`).join('\n')}`);
process.exitCode = results.every((line) => line.startsWith('pass')) ? 0 : 1;
