import type { RemoteName, RemotePageRef } from '@adlens/shared-contracts/platform';
import type { RemotePageModule } from '@adlens/shared-contracts/react';
import { isRemoteIntegrityError } from './remote-load-policy';
import type { RemoteRegistry } from './remote-registry';

export type { RemotePageRef } from '@adlens/shared-contracts/platform';

/** Why a remote page did not load, for the report. */
export type RemoteFault = 'refused' | 'timeout' | 'integrity' | 'load' | 'invalid-module';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    message: string,
    readonly fault: RemoteFault = 'load',
  ) {
    super(message);
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof Error && error.name === 'RemoteLoadError';
}

type LoadModule = (id: string) => Promise<unknown>;

export interface RemotePageLoaderOptions {
  /** A load still unfinished after this fails as `timeout` (decision 0014). */
  timeoutMs?: number;
  /** Gives up on whatever of the remote is still loading, so that Retry starts clean. */
  cancel?: (remote: RemoteName) => void;
  /** Called once for every failed load attempt (RUM). */
  onFailure?: (error: RemoteLoadError) => void;
  /**
   * Starts the page's own files beside the remote's entry (production: from the pin, decision
   * 0040), on its first attempt only: a Retry asks for every file under a new URL.
   */
  preload?: (ref: RemotePageRef) => void;
}

class LoadTimeout extends Error {
  override readonly name = 'LoadTimeout';
}

function withTimeout<T>(promise: Promise<T>, ms: number | undefined): Promise<T> {
  if (!ms) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
export function createRemotePageLoader(
  registry: RemoteRegistry,
  loadModule: LoadModule,
  { timeoutMs, cancel, onFailure, preload }: RemotePageLoaderOptions = {},
) {
  const cache = new Map<string, Promise<RemotePageModule>>();
  const preloaded = new Set<string>();
  const loaded = new Set<string>();

  async function attempt({ remote, module }: RemotePageRef): Promise<RemotePageModule> {
    const refusal = registry.refused.get(remote);
    if (refusal) throw new RemoteLoadError(remote, refusal, 'refused');
    if (!registry.pins.has(remote)) {
      throw new RemoteLoadError(remote, `${remote} is not pinned in this environment`, 'refused');
    }
    const id = `${remote}/${module}`;
    if (preload && !preloaded.has(id)) {
      preloaded.add(id);
      preload({ remote, module });
    }
    let loaded: unknown;
    try {
      loaded = await withTimeout(loadModule(id), timeoutMs);
    } catch (error) {
      if (error instanceof LoadTimeout) cancel?.(remote);
      const fault: RemoteFault = isRemoteIntegrityError(error)
        ? 'integrity'
        : error instanceof LoadTimeout
          ? 'timeout'
          : 'load';
      throw new RemoteLoadError(
        remote,
        `${remote}/${module} failed to load: ${error instanceof Error ? error.message : String(error)}`,
        fault,
      );
    }
    if (!isPageModule(loaded)) {
      throw new RemoteLoadError(
        remote,
        `${remote}/${module} does not export a Component`,
        'invalid-module',
      );
    }
    return loaded;
  }

  async function load(ref: RemotePageRef): Promise<RemotePageModule> {
    try {
      return await attempt(ref);
    } catch (error) {
      if (isRemoteLoadError(error)) onFailure?.(error);
      throw error;
    }
  }

  return {
    get(ref: RemotePageRef): Promise<RemotePageModule> {
      const key = `${ref.remote}/${ref.module}`;
      let promise = cache.get(key);
      if (!promise) {
        promise = load(ref);
        cache.set(key, promise);
        promise.then(
          () => loaded.add(key),
          () => undefined,
        );
      }
      return promise;
    },
    /** Whether the page's module is here already, so its loader can run at once. */
    isLoaded(ref: RemotePageRef): boolean {
      return loaded.has(`${ref.remote}/${ref.module}`);
    },
    /**
     * Forgets a failed load so that "Retry" really tries again. A failure stays cached until then:
     * React re-renders after an error, and a fresh promise each time would suspend forever.
     */
    forget(ref: RemotePageRef): void {
      cache.delete(`${ref.remote}/${ref.module}`);
      loaded.delete(`${ref.remote}/${ref.module}`);
    },
  };
}

export type RemotePageLoader = ReturnType<typeof createRemotePageLoader>;
