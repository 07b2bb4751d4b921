import type { RemoteName, RemotePin } from '@adlens/shared-contracts';

/**
 * What the host knows about the remotes of this page session: the pins it registered, and why a
 * remote was refused. `start-host.ts` creates one and hands it to registration, the remote page
 * loader (whose refusals become the remote fallback) and RUM (versions on every event); tests
 * create their own, so no state leaks between them.
 */
export interface RemoteRegistry {
  readonly pins: Map<RemoteName, RemotePin>;
  readonly refused: Map<RemoteName, string>;
  pinSetError: string | null;
}

export function createRemoteRegistry(): RemoteRegistry {
  return { pins: new Map(), refused: new Map(), pinSetError: null };
}

/** `{ remote_search: '0.1.0', ... }` for monitoring. */
export function loadedRemoteVersions(registry: RemoteRegistry): Record<string, string> {
  return Object.fromEntries([...registry.pins].map(([name, pin]) => [name, pin.version]));
}
