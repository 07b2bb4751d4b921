import type { PinSet } from '@adlens/shared-contracts/platform';
import { OVERRIDE_STORAGE_KEY, applyOverrides, readRequestedOverrides } from './remote-override';
import { createRemoteRegistry } from './remote-registry';

const PINS: PinSet = {
  environment: 'staging',
  remotes: [
    {
      name: 'remote_search',
      version: '1.0.0',
      entry: '/remotes/remote-search/1.0.0/mf-manifest.json',
    },
  ],
  history: [],
};

const RELEASE = {
  name: 'remote_search',
  version: '1.1.0-rc.1',
  integrity: 'sha384-abc',
  contract: '^0.1.0',
  builtAt: '2026-11-23T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('candidate release override', () => {
  it('reads the query parameter over local storage and ignores malformed values', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, '{"remote_account":"2.0.0"}');
    expect(
      readRequestedOverrides(
        '?adlens-remote=remote_search@1.1.0-rc.1&adlens-remote=evil@../../x',
        localStorage,
      ),
    ).toEqual({ remote_account: '2.0.0', remote_search: '1.1.0-rc.1' });
  });

  it('points the remote at the candidate with its release integrity, remembered for reloads', async () => {
    const registry = createRemoteRegistry();
    const fetchImpl = jest.fn().mockResolvedValue(Response.json(RELEASE));
    const pinSet = await applyOverrides(PINS, registry, {
      requested: { remote_search: '1.1.0-rc.1' },
      storage: localStorage,
      fetchImpl,
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes/remote-search/1.1.0-rc.1/release.json', {
      cache: 'no-store',
    });
    expect(pinSet.remotes[0]).toEqual({
      name: 'remote_search',
      version: '1.1.0-rc.1',
      entry: '/remotes/remote-search/1.1.0-rc.1/mf-manifest.json',
      integrity: 'sha384-abc',
      contract: '^0.1.0',
    });
    expect(registry.overridden.get('remote_search')?.version).toBe('1.0.0');
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe('{"remote_search":"1.1.0-rc.1"}');
  });

  it('ignores every override in production and says so in the console', async () => {
    const registry = createRemoteRegistry();
    const fetchImpl = jest.fn();
    const pinSet = await applyOverrides({ ...PINS, environment: 'production' }, registry, {
      requested: { remote_search: '1.1.0-rc.1' },
      storage: localStorage,
      fetchImpl,
    });
    expect(pinSet.remotes[0]?.version).toBe('1.0.0');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(registry.overridden.size).toBe(0);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/ignored in production/));
  });

  it('keeps the pin when the candidate release does not exist', async () => {
    const registry = createRemoteRegistry();
    const pinSet = await applyOverrides(PINS, registry, {
      requested: { remote_search: '9.9.9' },
      storage: localStorage,
      fetchImpl: jest.fn().mockResolvedValue(new Response('Not found', { status: 404 })),
    });
    expect(pinSet.remotes[0]?.version).toBe('1.0.0');
    expect(console.error).toHaveBeenCalled();
  });
});
