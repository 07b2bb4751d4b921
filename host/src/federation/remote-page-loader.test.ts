import { createRemotePageLoader, isRemoteLoadError } from './remote-page-loader';
import { type RemoteRegistry, createRemoteRegistry } from './remote-registry';

const SEARCH_PAGE = { remote: 'remote_search', module: 'SearchPage' } as const;

function Page() {
  return null;
}

let registry: RemoteRegistry;

beforeEach(() => {
  registry = createRemoteRegistry();
  registry.pins.set('remote_search', {
    name: 'remote_search',
    version: '1.0.0',
    entry: '/remotes/remote-search/1.0.0/mf-manifest.json',
  });
});

describe('remote page loader', () => {
  it('loads a pinned page module once and reuses it', async () => {
    const loadModule = jest.fn().mockResolvedValue({ Component: Page });
    const loader = createRemotePageLoader(registry, loadModule);
    const [first, second] = await Promise.all([loader.get(SEARCH_PAGE), loader.get(SEARCH_PAGE)]);
    expect(first.Component).toBe(Page);
    expect(second).toBe(first);
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(loadModule).toHaveBeenCalledWith('remote_search/SearchPage');
  });

  it("preloads the page's files with its first attempt only, not with a Retry's", async () => {
    const preload = jest.fn();
    const loadModule = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ Component: Page });
    const loader = createRemotePageLoader(registry, loadModule, { preload });
    await loader.get(SEARCH_PAGE).catch(() => undefined);
    loader.forget(SEARCH_PAGE);
    await loader.get(SEARCH_PAGE);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(SEARCH_PAGE);
  });

  it('refuses a remote that is not pinned without requesting it', async () => {
    registry.pins.clear();
    const loadModule = jest.fn();
    const error: unknown = await createRemotePageLoader(registry, loadModule)
      .get(SEARCH_PAGE)
      .catch((e) => e);
    expect(isRemoteLoadError(error)).toBe(true);
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('refuses a remote the host refused (e.g. an incompatible contract)', async () => {
    registry.refused.set('remote_search', 'built against contract ^2.0.0');
    const error: unknown = await createRemotePageLoader(registry, jest.fn())
      .get(SEARCH_PAGE)
      .catch((e) => e);
    expect(error).toMatchObject({
      name: 'RemoteLoadError',
      message: 'built against contract ^2.0.0',
    });
  });

  it('rejects a module that exports no Component', async () => {
    const loader = createRemotePageLoader(registry, jest.fn().mockResolvedValue({ default: Page }));
    await expect(loader.get(SEARCH_PAGE)).rejects.toThrow('does not export a Component');
  });

  it('keeps a failure until it is forgotten, then tries again', async () => {
    const loadModule = jest
      .fn()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce({ Component: Page });
    const loader = createRemotePageLoader(registry, loadModule);
    await expect(loader.get(SEARCH_PAGE)).rejects.toThrow('failed to load: 503');
    await expect(loader.get(SEARCH_PAGE)).rejects.toThrow('failed to load: 503');
    expect(loadModule).toHaveBeenCalledTimes(1);
    loader.forget(SEARCH_PAGE);
    await expect(loader.get(SEARCH_PAGE)).resolves.toEqual({ Component: Page });
  });

  it('fails a load that takes too long, cancels what is in flight and reports it once', async () => {
    const cancel = jest.fn();
    const onFailure = jest.fn();
    const loader = createRemotePageLoader(registry, () => new Promise(() => {}), {
      timeoutMs: 20,
      cancel,
      onFailure,
    });
    const error: unknown = await loader.get(SEARCH_PAGE).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RemoteLoadError', fault: 'timeout' });
    await loader.get(SEARCH_PAGE).catch(() => {});
    expect(cancel).toHaveBeenCalledWith('remote_search');
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
