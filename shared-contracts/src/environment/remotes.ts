import { REMOTE_NAMES, type RemoteName } from './pin-set';
import table from './remotes.json';

/** A remote of the workspace: its Module Federation name and its package folder. */
export interface RemoteInfo {
  readonly name: RemoteName;
  readonly folder: string;
}

function remoteName(value: string): RemoteName {
  const name = REMOTE_NAMES.find((known) => known === value);
  if (!name) throw new Error(`remotes.json names ${value}, which is not in REMOTE_NAMES`);
  return name;
}

/**
 * The one table of remote name <-> folder; read it instead of turning `_` into `-`. Its data is
 * remotes.json, so that plain Node (the lint config, the build kit's callers) reads the same rows;
 * this module gives them their types.
 */
export const REMOTES: readonly RemoteInfo[] = table.map((row) => ({
  name: remoteName(row.name),
  folder: row.folder,
}));

/** The remote a package folder holds, or null for a folder that is not a remote. */
export function remoteOfFolder(folder: string): RemoteInfo | null {
  return REMOTES.find((remote) => remote.folder === folder) ?? null;
}

/** The package folder (and release folder) of a remote: `remote_search` lives in `remote-search/`. */
export function folderOfRemote(name: RemoteName): string {
  const remote = REMOTES.find((row) => row.name === name);
  if (!remote) throw new Error(`${name} has no row in remotes.json`);
  return remote.folder;
}
