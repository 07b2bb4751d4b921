import type { RemoteName, RemotePageModule } from '@adlens/shared-contracts';
import type { RemoteRegistry } from './remote-registry';

export interface RemotePageRef {
  remote: RemoteName;
  /** The exposed module without `./`, e.g. `SearchPage`. */
  module: string;
}

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(message);
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof Error && error.name === 'RemoteLoadError';
}

type LoadModule = (id: string) => Promise<unknown>;

function isPageModule(value: unknown): value is RemotePageModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { Component?: unknown }).Component === 'function'
  );
}

/**
 * Loads remote page modules once per page session. Loading starts as soon as a route is known
 * (from the route loader, after the guards), and the same promise is reused by the render.
 * `registry` says which remotes this page session pinned and which it refused.
 */
export function createRemotePageLoader(registry: RemoteRegistry, loadModule: LoadModule) {
  const cache = new Map<string, Promise<RemotePageModule>>();

  async function load({ remote, module }: RemotePageRef): Promise<RemotePageModule> {
    const refusal = registry.refused.get(remote);
    if (refusal) throw new RemoteLoadError(remote, refusal);
    if (!registry.pins.has(remote)) {
      throw new RemoteLoadError(remote, `${remote} is not pinned in this environment`);
    }
    let loaded: unknown;
    try {
      loaded = await loadModule(`${remote}/${module}`);
    } catch (error) {
      throw new RemoteLoadError(
        remote,
        `${remote}/${module} failed to load: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!isPageModule(loaded)) {
      throw new RemoteLoadError(remote, `${remote}/${module} does not export a Component`);
    }
    return loaded;
  }

  return {
    get(ref: RemotePageRef): Promise<RemotePageModule> {
      const key = `${ref.remote}/${ref.module}`;
      let promise = cache.get(key);
      if (!promise) {
        promise = load(ref);
        cache.set(key, promise);
      }
      return promise;
    },
    /**
     * Forgets a failed load so that "Retry" really tries again. A failure stays cached until then:
     * React re-renders after an error, and a fresh promise each time would suspend forever.
     */
    forget(ref: RemotePageRef): void {
      cache.delete(`${ref.remote}/${ref.module}`);
    },
  };
}

export type RemotePageLoader = ReturnType<typeof createRemotePageLoader>;
