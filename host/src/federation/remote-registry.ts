import type { PinSet, RemoteName, RemotePin } from '@adlens/shared-contracts/platform';

/**
 * What the host knows about the remotes of this page session: the pins it registered, and why a
 * remote was refused. `start-host.ts` creates one and hands it to registration, the remote page
 * loader (whose refusals become the remote fallback) and RUM (versions on every event); tests
 * create their own, so no state leaks between them.
 */
export interface RemoteRegistry {
  readonly pins: Map<RemoteName, RemotePin>;
  readonly refused: Map<RemoteName, string>;
  /**
   * Remotes a tester pointed at a candidate release (development and staging only); the pin they
   * replaced is kept here, the candidate is in `pins`.
   */
  readonly overridden: Map<RemoteName, RemotePin>;
  environment: PinSet['environment'] | null;
  pinSetError: string | null;
}

export function createRemoteRegistry(): RemoteRegistry {
  return {
    pins: new Map(),
    refused: new Map(),
    overridden: new Map(),
    environment: null,
    pinSetError: null,
  };
}

/** `{ remote_search: '0.1.0', ... }` for monitoring. */
export function loadedRemoteVersions(registry: RemoteRegistry): Record<string, string> {
  return Object.fromEntries([...registry.pins].map(([name, pin]) => [name, pin.version]));
}

/** `{ remote_search: '0.2.0-rc.1' }`: the candidate releases in use, for monitoring. */
export function remoteOverrides(registry: RemoteRegistry): Record<string, string> {
  return Object.fromEntries(
    [...registry.overridden.keys()].flatMap((name) => {
      const pin = registry.pins.get(name);
      return pin ? [[name, pin.version]] : [];
    }),
  );
}
