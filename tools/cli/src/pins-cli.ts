// Platform engineers' CLI: list releases, pin a release to an environment, verify, roll back.
import os from 'node:os';
import { REMOTE_NAMES, type RemoteName } from '@adlens/shared-contracts';
import {
  PinError,
  pinFilePath,
  pinRemote,
  previousVersion,
  readPinSet,
  verifyPinSet,
  writePinSet,
} from './pins/pin-file';
import { listReleases } from './pins/releases';
import { ENVIRONMENTS_DIR, RELEASES_DIR } from './workspace.mjs';

const USAGE = `usage:
  pnpm pins list
  pnpm pins pin <environment> <remote>@<version>
  pnpm pins verify <environment>
  pnpm pins rollback <environment> <remote>`;

function parseRemote(value: string | undefined): RemoteName {
  const name = REMOTE_NAMES.find(
    (remote) => remote === value || remote.replace('_', '-') === value,
  );
  if (!name) throw new PinError(`Unknown remote "${value}" (one of ${REMOTE_NAMES.join(', ')})`);
  return name;
}

const actor = process.env.ADLENS_ACTOR ?? `${os.userInfo().username}@${os.hostname()}`;

function run([command, environment, target]: string[]): number {
  switch (command) {
    case 'list':
      for (const release of listReleases(RELEASES_DIR)) {
        console.log(
          `${release.name}@${release.version}  contract ${release.contract}  ${release.builtAt}`,
        );
      }
      return 0;
    case 'pin': {
      if (!environment || !target?.includes('@')) throw new PinError(USAGE);
      const [remote, version] = target.split('@');
      const file = pinFilePath(ENVIRONMENTS_DIR, environment);
      const next = pinRemote(readPinSet(file), RELEASES_DIR, {
        remote: parseRemote(remote),
        version: version ?? '',
        by: actor,
      });
      writePinSet(file, next);
      console.log(`${environment}: ${target} pinned`);
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
      const pinSet = readPinSet(file);
      const version = previousVersion(pinSet, remote);
      writePinSet(file, pinRemote(pinSet, RELEASES_DIR, { remote, version, by: actor }));
      console.log(`${environment}: ${remote} rolled back to ${version}`);
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
