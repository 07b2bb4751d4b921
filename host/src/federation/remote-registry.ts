import type { RemoteName, RemotePin } from '@adlens/shared-contracts';

/**
 * What the host knows about the remotes of this page session: the pins it registered, and why a
 * remote was refused. Read by the remote page loader and by RUM (versions on every event).
 */
export interface RemoteRegistry {
  pins: Map<RemoteName, RemotePin>;
  refused: Map<RemoteName, string>;
  pinSetError: string | null;
}

export const remoteRegistry: RemoteRegistry = {
  pins: new Map(),
  refused: new Map(),
  pinSetError: null,
};

/** `{ remote_search: '0.1.0', ... }` for monitoring. */
export function loadedRemoteVersions(): Record<string, string> {
  return Object.fromEntries([...remoteRegistry.pins].map(([name, pin]) => [name, pin.version]));
}
