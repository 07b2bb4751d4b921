// `pnpm release <remote> --bump patch|minor|major | --version x.y.z`: one team releases its remote
// alone (decision 0016). `--local` (what `pnpm build` runs) releases every built remote's current
// version as a local release, rewritten on each build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName } from '@adlens/shared-contracts/platform';
import { releaseFolderName } from './pins/releases';
import { git, uncommittedChanges } from './release/git';
import { appendReleaseLog, releaseLogPath } from './release/release-log';
import { type Bump, ReleaseError, nextVersion } from './release/next-version';
import { writeRelease } from './release/write-release';
import { RELEASES_DIR, ROOT } from './workspace.mjs';

const USAGE = `usage:
  pnpm release <remote> --bump patch|minor|major [--no-commit]
  pnpm release <remote> --version x.y.z [--no-commit]
  pnpm release --local          (every built remote at its current version; pnpm build runs it)`;

const CONTRACT_RANGE = `^${CONTRACT_VERSION}`;

function readManifest(packageDir: string): Record<string, unknown> {
  const manifest: unknown = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (typeof manifest !== 'object' || !manifest || !('version' in manifest)) {
    throw new ReleaseError(`${packageDir}/package.json has no version`);
  }
  return manifest as Record<string, unknown>;
}

function parseRemote(value: string | undefined): RemoteName {
  const name = REMOTE_NAMES.find(
    (remote) => remote === value || releaseFolderName(remote) === value,
  );
  if (!name)
    throw new ReleaseError(`Unknown remote "${value}" (one of ${REMOTE_NAMES.join(', ')})`);
  return name;
}

function headCommit(): string {
  return git(ROOT, ['rev-parse', 'HEAD']);
}

function releaseLocal(): void {
  const commit = headCommit();
  for (const remote of REMOTE_NAMES) {
    const packageDir = path.join(ROOT, releaseFolderName(remote));
    const version = String(readManifest(packageDir).version);
    const outcome = writeRelease({
      releasesDir: RELEASES_DIR,
      remote,
      version,
      dist: path.join(packageDir, 'dist'),
      contract: CONTRACT_RANGE,
      commit,
      kind: 'local',
    });
    console.log(
      outcome === 'written'
        ? `released ${remote}@${version} (local) -> ${path.relative(ROOT, path.join(RELEASES_DIR, releaseFolderName(remote), version))}`
        : `kept ${remote}@${version}: a published release is never rewritten (bump to release changes)`,
    );
  }
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function releaseOne(args: string[]): void {
  const remote = parseRemote(args[0]);
  const folder = releaseFolderName(remote);
  const packageDir = path.join(ROOT, folder);
  const bump = flag(args, '--bump');
  const explicit = flag(args, '--version');
  if (!bump === !explicit) throw new ReleaseError(USAGE);
  if (bump && !['patch', 'minor', 'major'].includes(bump)) throw new ReleaseError(USAGE);
  const commitBump = !args.includes('--no-commit');
  // The recorded commit must hold exactly what was built: the remote's folder is committed first.
  const dirty = uncommittedChanges(ROOT, folder);
  if (commitBump && dirty.length > 0) {
    throw new ReleaseError(
      `${folder} has uncommitted changes; commit them first (the release records its commit):\n${dirty.join('\n')}`,
    );
  }
  const manifest = readManifest(packageDir);
  const current = String(manifest.version);
  const version = nextVersion(current, explicit ? { version: explicit } : { bump: bump as Bump });
  if (releaseExists(remote, version)) {
    throw new ReleaseError(`${remote}@${version} already exists; a release is never overwritten`);
  }

  const manifestFile = path.join(packageDir, 'package.json');
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  if (commitBump) {
    git(ROOT, ['commit', '--quiet', '-m', `release ${folder}@${version}`, '--', manifestFile]);
  }
  const commit = headCommit();

  const started = Date.now();
  console.log(`building ${folder} alone...`);
  execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
  const recordedCommit = commitBump ? commit : `${commit}+uncommitted`;
  writeRelease({
    releasesDir: RELEASES_DIR,
    remote,
    version,
    dist: path.join(packageDir, 'dist'),
    contract: CONTRACT_RANGE,
    commit: recordedCommit,
    kind: 'published',
  });
  appendReleaseLog(packageDir, {
    version,
    commit: recordedCommit,
    contract: CONTRACT_RANGE,
    builtAt: new Date().toISOString(),
  });
  if (commitBump) {
    const log = releaseLogPath(packageDir);
    git(ROOT, ['add', log]);
    git(ROOT, [
      'commit',
      '--quiet',
      '-m',
      `record ${folder}@${version} (built from ${commit.slice(0, 10)})`,
      '--',
      log,
    ]);
  }
  console.log(
    `released ${remote}@${version} (contract ${CONTRACT_RANGE}, commit ${commit.slice(0, 10)}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log(`pin it: pnpm pins pin staging ${folder}@${version}`);
}

function releaseExists(remote: RemoteName, version: string) {
  return existsSync(path.join(RELEASES_DIR, releaseFolderName(remote), version));
}

try {
  const args = process.argv.slice(2);
  if (args[0] === '--local') releaseLocal();
  else releaseOne(args);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
