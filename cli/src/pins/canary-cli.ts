// The canary commands of `pnpm pins` (issue 30, decision 0035). Each change holds the
// environment's pin lock and is recorded in the pin file's history, like a pin.
import type { PinSet, RemoteName } from '@adlens/shared-contracts/platform';
import {
  abortCanary,
  findCanary,
  parseGuard,
  parsePercent,
  promoteCanary,
  startCanary,
  widenCanary,
} from './canary';
import { formatCanaryReport, versionHealth } from './canary-health';
import { withPinLock } from './lock';
import { PinError, pinFilePath, readPinSet, writePinSet } from './pin-file';

export const CANARY_USAGE = `  pnpm pins canary <environment> <remote>@<version> --percent N [--max-failure-rate R --min-sessions S]
  pnpm pins canary <environment> <remote> --percent M      (widen or narrow the running canary)
  pnpm pins promote-canary <environment> <remote>
  pnpm pins abort-canary <environment> <remote>
  pnpm pins canary-report <environment> <remote>`;

export interface CanaryCommandContext {
  environmentsDir: string;
  releasesDir: string;
  actor: string;
  parseRemote: (value: string | undefined) => RemoteName;
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function change(file: string, apply: (pinSet: PinSet) => PinSet): PinSet {
  return withPinLock(file, () => {
    const next = apply(readPinSet(file));
    writePinSet(file, next);
    return next;
  });
}

/** Runs a canary command; null when `command` is not one. */
export function runCanaryCommand(
  command: string | undefined,
  [environment, target, ...rest]: string[],
  { environmentsDir, releasesDir, actor, parseRemote }: CanaryCommandContext,
): number | Promise<number> | null {
  const commands = ['canary', 'promote-canary', 'abort-canary', 'canary-report'];
  if (!command || !commands.includes(command)) return null;
  if (!environment || !target) throw new PinError(`usage:\n${CANARY_USAGE}`);
  const file = pinFilePath(environmentsDir, environment);
  const [remoteName, version] = target.split('@');
  const remote = parseRemote(remoteName);
  switch (command) {
    case 'canary': {
      const percent = parsePercent(flag(rest, '--percent'));
      const guard = parseGuard(flag(rest, '--max-failure-rate'), flag(rest, '--min-sessions'));
      const next = change(file, (pinSet) =>
        version === undefined
          ? widenCanary(pinSet, { remote, percent, guard, by: actor })
          : startCanary(pinSet, releasesDir, { remote, version, percent, guard, by: actor }),
      );
      const canary = findCanary(next, remote);
      console.log(
        `${environment}: ${remote}@${canary?.version} canary at ${percent} % of browsers${canary?.guard ? ` (guard: abort past ${canary.guard.maxFailureRate} failure rate over ${canary.guard.minSessions} sessions)` : ''}`,
      );
      return 0;
    }
    case 'promote-canary': {
      const next = change(file, (pinSet) =>
        promoteCanary(pinSet, releasesDir, { remote, by: actor }),
      );
      const pin = next.remotes.find((existing) => existing.name === remote);
      console.log(`${environment}: ${remote}@${pin?.version} promoted from canary to pin`);
      return 0;
    }
    case 'abort-canary': {
      change(file, (pinSet) =>
        abortCanary(pinSet, { remote, by: actor, reason: 'aborted by hand' }),
      );
      console.log(`${environment}: ${remote} canary aborted; every browser gets the pin`);
      return 0;
    }
    default:
      return report(file, environment, remote);
  }
}

/** Canary beside pin over the canary's run; loads the API package (the RUM log) only for this. */
async function report(file: string, environment: string, remote: RemoteName): Promise<number> {
  const { readConfig, readRumHealth, rumHealthFile } = await import('@adlens/dev-api');
  const pinSet = readPinSet(file);
  const canary = findCanary(pinSet, remote);
  // A finished canary is reported over its run, from the history.
  const pin = pinSet.remotes.find((existing) => existing.name === remote);
  const started = canary
    ? {
        at: canary.startedAt,
        version: canary.version,
        pinVersion: pin?.version,
        endedAt: undefined,
      }
    : lastCanaryRun(pinSet, remote);
  if (!started) throw new PinError(`${environment} has run no canary of ${remote}`);
  const window = {
    env: environment,
    remote,
    since: Date.parse(started.at),
    until: started.endedAt ? Date.parse(started.endedAt) : Date.now(),
  };
  const records = readRumHealth(rumHealthFile(readConfig().dataDir));
  const pinVersion = started.pinVersion ?? '';
  console.log(
    formatCanaryReport(
      `${environment} ${remote}: canary ${started.version} ${canary ? `at ${canary.percent} %` : '(ended)'} beside pin ${pinVersion}, ${new Date(window.since).toISOString()} to ${new Date(window.until).toISOString()}`,
      versionHealth(records, started.version, window),
      versionHealth(records, pinVersion, window),
    ),
  );
  return 0;
}

/** The last canary of `remote` in the history: when it started and ended, and beside which pin. */
function lastCanaryRun(pinSet: PinSet, remote: RemoteName) {
  const entries = pinSet.history.filter((entry) => entry.remote === remote && entry.canary);
  const start = entries.findLast((entry) => entry.canary === 'start');
  if (!start) return null;
  const end = entries.find(
    (entry) => entry.at >= start.at && (entry.canary === 'abort' || entry.canary === 'promote'),
  );
  return { at: start.at, version: start.to, pinVersion: start.from ?? undefined, endedAt: end?.at };
}
