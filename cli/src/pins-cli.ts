// Platform and remote teams' CLI: list releases, pin a release to an environment, compare and
// promote pin sets, verify, roll back. Every change holds the environment's lock and is recorded
// in the pin file's history (decision 0016).
import os from 'node:os';
import { REMOTE_NAMES, REMOTES, type RemoteName } from '@adlens/shared-contracts/platform';
import { CANARY_USAGE, runCanaryCommand } from './pins/canary-cli';
import { withPinLock } from './pins/lock';
import {
  PinError,
  pinFilePath,
  pinRemote,
  previousVersion,
  readPinSet,
  verifyPinSet,
  writePinSet,
} from './pins/pin-file';
import { diffPinSets, promotePinSet } from './pins/promote';
import { listReleases } from './pins/releases';
import { ENVIRONMENTS_DIR, RELEASES_DIR } from './workspace.mjs';

const USAGE = `usage:
  pnpm pins list
  pnpm pins pin <environment> <remote>@<version>
  pnpm pins diff <from-environment> <to-environment>
  pnpm pins promote <from-environment> <to-environment>
  pnpm pins verify <environment>
  pnpm pins rollback <environment> <remote>
${CANARY_USAGE}`;

function parseRemote(value: string | undefined): RemoteName {
  const name = REMOTES.find((remote) => remote.name === value || remote.folder === value)?.name;
  if (!name) throw new PinError(`Unknown remote "${value}" (one of ${REMOTE_NAMES.join(', ')})`);
  return name;
}

const actor = process.env.ADLENS_ACTOR ?? `${os.userInfo().username}@${os.hostname()}`;

function run([command, environment, target, ...rest]: string[]): number | Promise<number> {
  const canary = runCanaryCommand(command, [environment ?? '', target ?? '', ...rest], {
    environmentsDir: ENVIRONMENTS_DIR,
    releasesDir: RELEASES_DIR,
    actor,
    parseRemote,
  });
  if (canary !== null) return canary;
  switch (command) {
    case 'list':
      for (const release of listReleases(RELEASES_DIR)) {
        console.log(
          `${release.name}@${release.version}  contract ${release.contract}  ${release.kind ?? 'local'}  ${release.commit?.slice(0, 10) ?? '-'}  ${release.builtAt}`,
        );
      }
      return 0;
    case 'pin': {
      if (!environment || !target?.includes('@')) throw new PinError(USAGE);
      const [remote, version] = target.split('@');
      const file = pinFilePath(ENVIRONMENTS_DIR, environment);
      withPinLock(file, () =>
        writePinSet(
          file,
          pinRemote(readPinSet(file), RELEASES_DIR, {
            remote: parseRemote(remote),
            version: version ?? '',
            by: actor,
          }),
        ),
      );
      console.log(`${environment}: ${target} pinned (served from the next page load)`);
      return 0;
    }
    case 'diff': {
      if (!environment || !target) throw new PinError(USAGE);
      const differences = diffPinSets(
        readPinSet(pinFilePath(ENVIRONMENTS_DIR, environment)),
        readPinSet(pinFilePath(ENVIRONMENTS_DIR, target)),
      );
      if (differences.length === 0) console.log(`${target} already pins what ${environment} pins`);
      for (const { remote, from, to } of differences) {
        console.log(`${remote}: ${target} ${from ?? '(none)'} -> ${to} (from ${environment})`);
      }
      return 0;
    }
    case 'promote': {
      if (!environment || !target) throw new PinError(USAGE);
      const source = readPinSet(pinFilePath(ENVIRONMENTS_DIR, environment));
      const file = pinFilePath(ENVIRONMENTS_DIR, target);
      const changes = withPinLock(file, () => {
        const current = readPinSet(file);
        const next = promotePinSet(source, current, RELEASES_DIR, { by: actor });
        writePinSet(file, next);
        return next.history.length - current.history.length;
      });
      console.log(`${target}: ${changes} pin(s) promoted from ${environment}`);
      return 0;
    }
    case 'verify': {
      if (!environment) throw new PinError(USAGE);
      const problems = verifyPinSet(
        readPinSet(pinFilePath(ENVIRONMENTS_DIR, environment)),
        RELEASES_DIR,
      );
      for (const problem of problems) console.error(problem);
      if (problems.length === 0) console.log(`${environment}: every pin verified`);
      return problems.length === 0 ? 0 : 1;
    }
    case 'rollback': {
      if (!environment) throw new PinError(USAGE);
      const remote = parseRemote(target);
      const file = pinFilePath(ENVIRONMENTS_DIR, environment);
      const version = withPinLock(file, () => {
        const pinSet = readPinSet(file);
        const previous = previousVersion(pinSet, remote);
        writePinSet(
          file,
          pinRemote(pinSet, RELEASES_DIR, {
            remote,
            version: previous,
            by: actor,
            reason: 'rollback',
          }),
        );
        return previous;
      });
      console.log(`${environment}: ${remote} rolled back to ${version}`);
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

await Promise.resolve()
  .then(() => run(process.argv.slice(2)))
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
