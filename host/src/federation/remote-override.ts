import {
  folderOfRemote,
  REMOTE_NAMES,
  type PinSet,
  type RemoteName,
} from '@adlens/shared-contracts/platform';
import { z } from 'zod/mini';
import type { RemoteRegistry } from './remote-registry';

/** `?adlens-remote=remote_search@0.2.0-rc.1` (repeatable): load that release of the remote instead. */
export const OVERRIDE_PARAM = 'adlens-remote';
/** Local storage key holding `{ "remote_search": "0.2.0-rc.1" }`; the query parameter fills it. */
export const OVERRIDE_STORAGE_KEY = 'adlens:remote-overrides';

const versionSchema = z.string().check(z.regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/));
const storedSchema = z.partialRecord(z.enum(REMOTE_NAMES), versionSchema);
/** The part of a release's `release.json` the host needs to treat a candidate like a pin. */
const releaseSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: versionSchema,
  integrity: z.string().check(z.minLength(1)),
  contract: z.string().check(z.minLength(1)),
});

export type RequestedOverrides = Partial<Record<RemoteName, string>>;

function parseParam(value: string): [RemoteName, string] | null {
  const [name = '', version = ''] = value.split('@');
  const parsed = storedSchema.safeParse({ [name]: version });
  return parsed.success ? [name as RemoteName, version] : null;
}

/** What the tester asked for: local storage, then the query on top (which is remembered). */
export function readRequestedOverrides(
  search: string,
  storage: Storage | null,
): RequestedOverrides {
  let stored: RequestedOverrides = {};
  try {
    const parsed = storedSchema.safeParse(
      JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}'),
    );
    if (parsed.success) stored = parsed.data;
  } catch {
    // An unreadable value is no override.
  }
  const fromQuery = new URLSearchParams(search).getAll(OVERRIDE_PARAM).map(parseParam);
  for (const entry of fromQuery) {
    if (!entry) console.error(`[adlens] ignoring ${OVERRIDE_PARAM}: use remote_name@x.y.z`);
    else stored[entry[0]] = entry[1];
  }
  return stored;
}

export function rememberOverrides(storage: Storage | null, overrides: RequestedOverrides): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDE_STORAGE_KEY);
    else storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // Storage may be unavailable (private mode): the override then lasts for this load only.
  }
}

interface ApplyOptions {
  requested: RequestedOverrides;
  storage: Storage | null;
  fetchImpl?: typeof fetch;
}

/**
 * Points each requested remote at its candidate release, read from the release's own
 * `release.json` on this origin (so the candidate carries its integrity and contract like a pin).
 * Production ignores every override and says so in the console.
 */
export async function applyOverrides(
  pinSet: PinSet,
  registry: RemoteRegistry,
  { requested, storage, fetchImpl = (...args) => fetch(...args) }: ApplyOptions,
): Promise<PinSet> {
  const entries = Object.entries(requested) as [RemoteName, string][];
  if (entries.length === 0) return pinSet;
  const asked = entries.map(([name, version]) => `${name}@${version}`).join(', ');
  if (pinSet.environment === 'production') {
    console.warn(`[adlens] remote overrides are ignored in production (${asked})`);
    return pinSet;
  }
  rememberOverrides(storage, requested);
  let remotes = pinSet.remotes;
  for (const [name, version] of entries) {
    const base = `/remotes/${folderOfRemote(name)}/${version}/`;
    try {
      const response = await fetchImpl(`${base}release.json`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`release.json answered HTTP ${response.status}`);
      const release = releaseSchema.parse(await response.json());
      if (release.name !== name || release.version !== version) {
        throw new Error('release.json names another release');
      }
      const pinned = remotes.find((pin) => pin.name === name);
      if (pinned) registry.overridden.set(name, pinned);
      const candidate = {
        name,
        version,
        entry: `${base}mf-manifest.json`,
        integrity: release.integrity,
        contract: release.contract,
      };
      remotes = pinned
        ? remotes.map((pin) => (pin.name === name ? candidate : pin))
        : [...remotes, candidate];
      console.warn(`[adlens] ${name} overridden: candidate ${version} instead of the pin`);
    } catch (error) {
      console.error(`[adlens] override ${name}@${version} not applied:`, error);
    }
  }
  return { ...pinSet, remotes };
}
