import { REMOTE_NAMES, type RemoteName, type RemotePin } from '@adlens/shared-contracts/platform';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from './remote-registry';

/** The bytes of a remote entry differ from its pin's `integrity`: the code was not run. */
export class RemoteIntegrityError extends Error {
  override readonly name = 'RemoteIntegrityError';
  constructor(
    readonly remote: RemoteName,
    readonly url: string,
  ) {
    super(`${remote}: ${url} does not match the pinned integrity; refused`);
  }
}

export function isRemoteIntegrityError(error: unknown): error is RemoteIntegrityError {
  return error instanceof Error && error.name === 'RemoteIntegrityError';
}

/** `sha384-<base64>` of some bytes, as subresource integrity writes it. */
export type Digest = (algorithm: string, bytes: ArrayBuffer) => Promise<string>;

const webDigest: Digest = async (algorithm, bytes) => {
  const hash = new Uint8Array(await crypto.subtle.digest(algorithm, bytes));
  return btoa(String.fromCharCode(...hash));
};

const SRI_ALGORITHMS: Record<string, string> = {
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

interface PolicyOptions {
  registry: RemoteRegistry;
  /**
   * The page loader's timeout. Each resource gives up on its own only after twice that: the
   * page loader's `cancel` comes first and fails scripts through their own error handlers, which
   * the runtime's script timeout would bypass (it clears `onerror`, leaving the remote's chunk
   * loader waiting for its 120 s timeout).
   */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  digest?: Digest;
  doc?: Document;
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function withoutQuery(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Folder of the pinned release: the manifest, the entry and every chunk live below it. */
export function releaseBase(pin: RemotePin): string {
  return new URL('.', new URL(pin.entry, window.location.origin)).href;
}

/** The pin's `remoteEntry.js`, whether the pin names it or the release's manifest. */
export function entryScriptUrl(pin: RemotePin): string {
  const entry = new URL(pin.entry, window.location.origin);
  return entry.pathname.endsWith('.js')
    ? withoutQuery(entry.href)
    : `${releaseBase(pin)}remoteEntry.js`;
}

/**
 * The host's federation runtime plugin for loading remotes (decision 0014):
 * - `fetch`: a manifest that has not arrived in time is aborted;
 * - `createScript`: scripts get the same backstop timeout and the entry, when the pin carries
 *   one, the pin's `integrity` (the browser then refuses other bytes before running them);
 * - `errorLoadRemote`: an entry refused while it has a pinned integrity is checked again, and a
 *   mismatch becomes a `RemoteIntegrityError`, so the fallback and RUM name the cause.
 * `cancel(remote)` gives up on everything of that remote still in flight (used by the page
 * loader's overall timeout), so that Retry starts clean instead of joining a request that hangs.
 */
export function createRemoteLoadPolicy({
  registry,
  timeoutMs,
  fetchImpl = (...args) => fetch(...args),
  digest = webDigest,
  doc = document,
}: PolicyOptions) {
  const inFlight = new Map<RemoteName, Set<AbortController>>();
  const backstopMs = timeoutMs * 2;
  const failures = new Map<RemoteName, number>();

  /**
   * After a failed load, every file of that remote is asked for under a new URL (`?attempt=N`):
   * the browser may keep what the failed attempt got, such as the page's preload of a chunk
   * answered with an error, and would hand it to the retry.
   */
  function attemptUrl(remote: RemoteName | null, url: string): string {
    const failed = remote ? (failures.get(remote) ?? 0) : 0;
    if (failed === 0) return url;
    const fresh = new URL(url, window.location.origin);
    fresh.searchParams.set('attempt', String(failed + 1));
    return fresh.href;
  }

  function pinFor(remoteName: string | undefined): RemotePin | undefined {
    return remoteName && isRemoteName(remoteName) ? registry.pins.get(remoteName) : undefined;
  }

  async function entryMatchesIntegrity(pin: RemotePin & { integrity: string }): Promise<boolean> {
    const [prefix = '', expected] = pin.integrity.split(/-(.*)/s);
    const algorithm = SRI_ALGORITHMS[prefix];
    if (!algorithm || !expected) return false;
    const response = await fetchImpl(entryScriptUrl(pin), { cache: 'no-store' });
    if (!response.ok) return true; // a network failure, not a tampered file
    return (await digest(algorithm, await response.arrayBuffer())) === expected;
  }

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'adlens-remote-load-policy',
    async fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name;
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error(`${url} timed out after ${backstopMs} ms`)),
        backstopMs,
      );
      const tracked = remote && isRemoteName(remote) ? remote : null;
      if (tracked) inFlight.set(tracked, (inFlight.get(tracked) ?? new Set()).add(controller));
      try {
        // The body is read by the runtime after this resolves: keep the abort armed until then.
        const response = await fetchImpl(attemptUrl(tracked, url), {
          ...init,
          signal: controller.signal,
        });
        const body = await response.arrayBuffer();
        return new Response(body, { status: response.status, headers: response.headers });
      } finally {
        clearTimeout(timer);
        if (tracked) inFlight.get(tracked)?.delete(controller);
      }
    },
    createScript({ url, attrs, remoteInfo }) {
      const script = doc.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      const pin = pinFor(remoteInfo?.name);
      script.src = attemptUrl(pin?.name ?? null, url);
      if (pin?.integrity && withoutQuery(url) === entryScriptUrl(pin)) {
        script.integrity = pin.integrity;
        script.crossOrigin = 'anonymous';
      }
      return { script, timeout: backstopMs };
    },
    async errorLoadRemote({ error, remote }) {
      const pin = pinFor(remote?.name);
      if (!pin?.integrity) return undefined;
      const message = error instanceof Error ? error.message : String(error);
      if (!message.includes(entryScriptUrl(pin))) return undefined;
      const intact = await entryMatchesIntegrity({ ...pin, integrity: pin.integrity }).catch(
        () => true,
      );
      if (!intact) throw new RemoteIntegrityError(pin.name, entryScriptUrl(pin));
      return undefined;
    },
  };

  /**
   * The page's preload hints of the remote's files (`data-remote-chunk`, written by the server and
   * by `preload-page-files.ts`) are asked for by their plain URL, so one answered with an error
   * while the remote was down would be handed to the Retry: the remote's own chunk loaders ask for
   * the plain URL again, and the browser answers them from the unused preload without a request.
   * A throwaway element of the same kind takes each unused one now: an error goes with it; a chunk
   * that did arrive only registers its modules with the remote, as a normal load would, and a
   * stylesheet that did arrive is never applied (`media="not all"`). The stylesheet's `data-href`
   * is not its address: the remote's CSS chunk loader takes any stylesheet link whose `data-href`
   * (else `href`) is the chunk's as already loaded, and this one must not stand in for it.
   */
  function drainChunkHints(remote: RemoteName): void {
    const pin = registry.pins.get(remote);
    if (!pin) return;
    const base = releaseBase(pin);
    for (const link of doc.querySelectorAll<HTMLLinkElement>(
      'link[rel="preload"][data-remote-chunk]',
    )) {
      if (!link.href.startsWith(base)) continue;
      link.remove();
      doc.head.append(takerOf(link));
    }
  }

  function takerOf(hint: HTMLLinkElement): HTMLElement {
    if (hint.as === 'style') {
      const sheet = doc.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.media = 'not all';
      sheet.setAttribute('data-href', 'adlens-drained-hint');
      sheet.href = hint.href;
      sheet.onload = () => sheet.remove();
      sheet.onerror = () => sheet.remove();
      return sheet;
    }
    const script = doc.createElement('script');
    script.src = hint.href;
    script.onload = () => script.remove();
    script.onerror = () => script.remove();
    return script;
  }

  return {
    plugin,
    /** Records a failed load of `remote`: its next attempt asks the network afresh. */
    failed(remote: RemoteName): void {
      failures.set(remote, (failures.get(remote) ?? 0) + 1);
      drainChunkHints(remote);
    },
    /** Aborts the remote's manifest fetches and fails its scripts still loading. */
    cancel(remote: RemoteName): void {
      for (const controller of inFlight.get(remote) ?? []) controller.abort();
      inFlight.delete(remote);
      const pin = registry.pins.get(remote);
      if (!pin) return;
      const base = releaseBase(pin);
      for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
        if (!script.src.startsWith(base)) continue;
        // The loader that added it (the runtime, or the remote's own chunk loader) hears an error
        // and forgets the request; a later load then asks the network again.
        script.dispatchEvent(new Event('error'));
        script.remove();
      }
    },
  };
}

export type RemoteLoadPolicy = ReturnType<typeof createRemoteLoadPolicy>;
