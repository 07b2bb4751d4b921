import { ApiError, pageFirstData } from '@adlens/shared-contracts';
import { type RemotePageModule } from '@adlens/shared-contracts/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RemotePageLoader } from '../federation/remote-page-loader';
import { type LoaderServices, remoteRouteLoader } from './remote-route-loader';
import { type HostSetupOptions, settled, setupHost } from '../testing/host-test-kit';

afterEach(() => sessionStorage.clear());

/** A module load the test finishes when it chooses. */
function heldModule() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const loadModule = async (id: string): Promise<RemotePageModule> => {
    await done;
    return { Component: () => <h1>{id}</h1> };
  };
  return { loadModule, finish };
}

/** Lets the router run its guards until `condition` holds (or gives up, and the test says why). */
async function until(condition: () => boolean): Promise<void> {
  for (let round = 0; round < 200 && !condition(); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe("the loader binding starts the page's first data", () => {
  it.each([
    ['/meta/search', 'platformSearch', { platform: 'meta' }, ''],
    [
      '/x/search?sort=oldest&variants=all',
      'platformSearch',
      { platform: 'x' },
      'sort=oldest&variants=all',
    ],
    ['/reddit/search?countries=US', 'platformSearch', { platform: 'reddit' }, 'countries=US'],
    ['/meta/ads/12', 'adDetail', { platform: 'meta', id: '12' }, ''],
  ] as const)('on %s, before the page module has loaded', async (path, id, params, search) => {
    const module = heldModule();
    const host = setupHost(path, { user: {}, loadModule: module.loadModule });
    await until(() => host.startRequests.mock.calls.length > 0);
    expect(host.startRequests.mock.calls).toEqual([
      [pageFirstData(id, params, new URLSearchParams(search))],
    ]);
    expect(host.loadModule).toHaveBeenCalled();
    expect(host.dropStarted).not.toHaveBeenCalled();
    module.finish();
    expect(await settled(host.router)).toBe(path);
    // Whatever the page did not take never serves a later navigation.
    expect(host.dropStarted).toHaveBeenCalledTimes(1);
  });

  it('drops what it started when the page module fails to load', async () => {
    const host = setupHost('/meta/ads/12', {
      user: {},
      loadModule: () => Promise.reject(new Error('offline')),
    });
    await settled(host.router);
    expect(host.startRequests).toHaveBeenCalledTimes(1);
    expect(host.dropStarted).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once the page module is here (its loader runs at once)', async () => {
    const host = setupHost('/meta/search', { user: {} });
    await settled(host.router);
    expect(host.startRequests).toHaveBeenCalledTimes(1);
    await host.router.navigate('/meta/search?sort=oldest');
    await settled(host.router);
    await host.router.navigate('/x/search');
    expect(await settled(host.router)).toBe('/x/search');
    expect(host.startRequests).toHaveBeenCalledTimes(1);
  });

  it.each<[string, string, HostSetupOptions, RegExp]>([
    ['a guest (sent to sign in)', '/meta/ads/12', { user: null }, /^\/authentication\/signin\?/],
    ['an ad blocker', '/meta/ads/12', { user: {}, adBlocked: true }, /^\/ads-blocker\?/],
    [
      'a denied route',
      '/meta/ads/12',
      { user: { allowed_routes: ['all'], blocked_routes: ['ads'] } },
      /^\/you-are-blocked$/,
    ],
    ['an unknown platform', '/nope/search', { user: {} }, /^\/nope\/search$/],
    ['an ad id that is not one', '/meta/ads/abc', { user: {} }, /^\/meta\/ads\/abc$/],
    ['an ad id of zero', '/meta/ads/0', { user: {} }, /^\/meta\/ads\/0$/],
  ])('starts nothing for %s', async (_name, path, options, landing) => {
    const host = setupHost(path, options);
    expect(await settled(host.router)).toMatch(landing);
    expect(host.startRequests).not.toHaveBeenCalled();
  });

  it('starts only the search for a phone sent from the ad to search (the mobile rule)', async () => {
    const host = setupHost('/meta/ads/12', { user: {}, width: 375 });
    expect(await settled(host.router)).toBe('/meta/search');
    expect(host.startRequests.mock.calls).toEqual([
      [pageFirstData('platformSearch', { platform: 'meta' }, new URLSearchParams())],
    ]);
  });
});

describe("the page's own data loader failing", () => {
  const page = { remote: 'remote_search', module: 'SearchPage' } as const;
  const args = {
    request: new Request('http://localhost/meta/search'),
    params: { platform: 'meta' },
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  const pagesWith = (loader: RemotePageModule['loader']) =>
    ({
      get: () => Promise.resolve({ Component: () => null, loader }),
      isLoaded: () => true,
    }) as unknown as RemotePageLoader;
  const services = {} as LoaderServices;

  it('is counted against its remote when it throws its own error', async () => {
    const onLoaderError = jest.fn();
    const load = remoteRouteLoader(
      pagesWith(() => Promise.reject(new TypeError('x is not a function'))),
      page,
      services,
      undefined,
      undefined,
      onLoaderError,
    );
    await load(args);
    expect(onLoaderError).toHaveBeenCalledWith('remote_search');
  });

  it('is not counted for an API answer, which the page-data rule handles', async () => {
    const onLoaderError = jest.fn();
    const load = remoteRouteLoader(
      pagesWith(() =>
        Promise.reject(
          new ApiError({ message: 'Not found', action: 'SNACKBAR', type: 'error', code: 404 }, 404),
        ),
      ),
      page,
      services,
      () => {},
      undefined,
      onLoaderError,
    );
    await load(args).catch(() => undefined);
    expect(onLoaderError).not.toHaveBeenCalled();
  });
});
