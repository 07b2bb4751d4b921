import {
  type RemoteLoadPolicy,
  createRemoteLoadPolicy,
  isRemoteIntegrityError,
} from './remote-load-policy';
import { type RemoteRegistry, createRemoteRegistry } from './remote-registry';

const ENTRY_BYTES = 'var remote_search = {};';
let INTEGRITY = '';
const ENTRY_URL = `${window.location.origin}/remotes/remote-search/1.0.0/remoteEntry.js`;
const REMOTE = { name: 'remote_search', entry: '', type: 'global' } as never;

let registry: RemoteRegistry;

beforeAll(async () => {
  const hash = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(ENTRY_BYTES));
  INTEGRITY = `sha384-${btoa(String.fromCharCode(...new Uint8Array(hash)))}`;
});

beforeEach(() => {
  registry = createRemoteRegistry();
  registry.pins.set('remote_search', {
    name: 'remote_search',
    version: '1.0.0',
    entry: '/remotes/remote-search/1.0.0/mf-manifest.json',
    integrity: INTEGRITY,
  });
});

function policy(fetchImpl: typeof fetch = jest.fn()): RemoteLoadPolicy {
  return createRemoteLoadPolicy({ registry, timeoutMs: 1000, fetchImpl });
}

function createScript(loadPolicy: RemoteLoadPolicy, url: string) {
  const result = loadPolicy.plugin.createScript?.({ url, attrs: {}, remoteInfo: REMOTE } as never);
  if (!result || !('script' in result) || !result.script) throw new Error('no script');
  return result as { script: HTMLScriptElement; timeout: number };
}

describe('remote load policy', () => {
  it('gives the pinned entry script its integrity and a timeout, and chunks only the timeout', () => {
    const loadPolicy = policy();
    const entry = createScript(loadPolicy, ENTRY_URL);
    expect(entry.script.integrity).toBe(INTEGRITY);
    expect(entry.script.crossOrigin).toBe('anonymous');
    expect(entry.timeout).toBe(2000);
    const chunk = createScript(loadPolicy, ENTRY_URL.replace('remoteEntry', '123.abc'));
    expect(chunk.script.getAttribute('integrity')).toBeNull();
  });

  it('names a refused entry whose bytes differ from the pin an integrity error', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('alert("tampered")'));
    const error: unknown = await Promise.resolve(
      policy(fetchImpl).plugin.errorLoadRemote?.({
        id: 'remote_search/SearchPage',
        error: new Error(`Failed to load script "${ENTRY_URL}"`),
        from: 'runtime',
        lifecycle: 'onLoad',
        remote: REMOTE,
      } as never),
    ).catch((e: unknown) => e);
    expect(isRemoteIntegrityError(error)).toBe(true);
  });

  it('leaves a network failure of an intact entry as it is', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response(ENTRY_BYTES));
    await expect(
      policy(fetchImpl).plugin.errorLoadRemote?.({
        id: 'remote_search/SearchPage',
        error: new Error(`Failed to load script "${ENTRY_URL}"`),
        from: 'runtime',
        lifecycle: 'onLoad',
        remote: REMOTE,
      } as never),
    ).resolves.toBeUndefined();
  });

  it('cancels the remote: fails its scripts still loading through their own handlers', () => {
    const onError = jest.fn();
    const script = document.createElement('script');
    script.src = ENTRY_URL.replace('remoteEntry', '123.abc');
    script.onerror = onError;
    document.head.append(script);
    const other = document.createElement('script');
    other.src = `${window.location.origin}/remotes/remote-account/1.0.0/1.js`;
    document.head.append(other);

    policy().cancel('remote_search');

    expect(onError).toHaveBeenCalledTimes(1);
    expect(script.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    other.remove();
  });

  it('aborts a manifest fetch of the remote when it is cancelled', async () => {
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const loadPolicy = policy(fetchImpl as typeof fetch);
    const manifest = loadPolicy.plugin.fetch?.('/m.json', {}, REMOTE);
    loadPolicy.cancel('remote_search');
    await expect(manifest).rejects.toThrow('aborted');
  });

  it("takes the page's unused chunk hints of a failed remote, so the Retry never gets their answer", () => {
    const hint = (href: string) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      link.setAttribute('data-remote-chunk', '');
      document.head.append(link);
      return link;
    };
    hint('/remotes/remote-search/1.0.0/12.abc.js');
    hint('/remotes/remote-insights/1.0.0/7.def.js');
    policy().failed('remote_search');

    const taken = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(taken).toEqual([`${window.location.origin}/remotes/remote-search/1.0.0/12.abc.js`]);
    const left = [...document.head.querySelectorAll('link[data-remote-chunk]')];
    expect(left.map((link) => link.getAttribute('href'))).toEqual([
      '/remotes/remote-insights/1.0.0/7.def.js',
    ]);
    document.head.replaceChildren();
  });

  it("takes a failed remote's unused stylesheet hints with a sheet that never applies nor stands in for the chunk", () => {
    const hint = document.createElement('link');
    hint.rel = 'preload';
    hint.as = 'style';
    hint.href = '/remotes/remote-search/1.0.0/page.abc.css';
    hint.setAttribute('data-remote-chunk', '');
    document.head.append(hint);
    policy().failed('remote_search');

    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.href).toBe(`${window.location.origin}/remotes/remote-search/1.0.0/page.abc.css`);
    expect(sheet?.media).toBe('not all');
    // The remote's CSS chunk loader matches `data-href`, else `href`, against the chunk's address.
    expect(sheet?.getAttribute('data-href')).not.toContain('page.abc.css');
    sheet?.dispatchEvent(new Event('error'));
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('asks afresh for every file of a remote after a failed load, and only of that remote', async () => {
    const fetchImpl = jest.fn(async () => new Response('{}'));
    const loadPolicy = policy(fetchImpl);
    const chunkUrl = ENTRY_URL.replace('remoteEntry', '123.abc');
    expect(createScript(loadPolicy, chunkUrl).script.src).toBe(chunkUrl);

    loadPolicy.failed('remote_search');
    expect(createScript(loadPolicy, chunkUrl).script.src).toBe(`${chunkUrl}?attempt=2`);
    const entry = createScript(loadPolicy, ENTRY_URL).script;
    expect(entry.src).toBe(`${ENTRY_URL}?attempt=2`);
    expect(entry.integrity).toBe(INTEGRITY);
    await loadPolicy.plugin.fetch?.('/remotes/remote-search/1.0.0/mf-manifest.json', {}, REMOTE);
    expect(fetchImpl).toHaveBeenCalledWith(
      `${window.location.origin}/remotes/remote-search/1.0.0/mf-manifest.json?attempt=2`,
      expect.anything(),
    );

    loadPolicy.failed('remote_search');
    expect(createScript(loadPolicy, chunkUrl).script.src).toBe(`${chunkUrl}?attempt=3`);
    registry.pins.set('remote_auth', {
      name: 'remote_auth',
      version: '1.0.0',
      entry: '/remotes/remote-auth/1.0.0/mf-manifest.json',
    });
    const other = loadPolicy.plugin.createScript?.({
      url: `${window.location.origin}/remotes/remote-auth/1.0.0/9.js`,
      attrs: {},
      remoteInfo: { name: 'remote_auth', entry: '', type: 'global' },
    } as never);
    expect(other && 'script' in other ? other.script?.src : '').toBe(
      `${window.location.origin}/remotes/remote-auth/1.0.0/9.js`,
    );
  });
});
