import { REMOTE_NAMES, type RemoteName } from './pin-set';

/** A remote of the workspace: its Module Federation name and its package folder. */
export interface RemoteInfo {
  readonly name: RemoteName;
  readonly folder: string;
}

// A record, so that a remote added to REMOTE_NAMES without its folder fails to compile.
const FOLDERS: Readonly<Record<RemoteName, string>> = {
  remote_auth: 'remote-auth',
  remote_search: 'remote-search',
  remote_insights: 'remote-insights',
  remote_account: 'remote-account',
};

/** The one table of remote name <-> folder; read it instead of turning `_` into `-`. */
export const REMOTES: readonly RemoteInfo[] = REMOTE_NAMES.map((name) => ({
  name,
  folder: FOLDERS[name],
}));

/** The remote a package folder holds, or null for a folder that is not a remote. */
export function remoteOfFolder(folder: string): RemoteInfo | null {
  return REMOTES.find((remote) => remote.folder === folder) ?? null;
}
