import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteAccessLists } from '@adlens/shared-contracts';
import type { PinSet } from '@adlens/shared-contracts/platform';
import { type HintRequest, preloadHints, withPreloadHints } from './page-hints';

const EVERYTHING: RouteAccessLists = { allowed_routes: ['all'], blocked_routes: [] };
const NO_ANALYTICS: RouteAccessLists = { allowed_routes: ['all'], blocked_routes: ['analytics'] };

const SEARCH_MANIFEST = '/remotes/remote-search/0.2.0/mf-manifest.json';
const pinSet: PinSet = {
  environment: 'production',
  remotes: [
    {
      name: 'remote_search',
      version: '0.2.0',
      entry: SEARCH_MANIFEST,
      integrity: 'sha384-abc',
    },
    {
      name: 'remote_insights',
      version: '0.1.0',
      entry: '/remotes/remote-insights/0.1.0/mf-manifest.json',
    },
  ],
  history: [],
};

const manifest = (expose: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: `./${expose}`,
      assets: {
        js: { sync: ['12.a.js', `expose_${expose}.js`], async: ['99.lazy.js'] },
        css: { sync: [`expose_${expose}.css`], async: ['99.lazy.css'] },
      },
    },
  ],
});

function request(overrides: Partial<HintRequest>): HintRequest {
  return {
    path: '/meta/search',
    token: 'live',
    pinSet,
    userForToken: async (token) => (token === 'live' ? EVERYTHING : null),
    readManifest: async (urlPath) =>
      urlPath === SEARCH_MANIFEST ? manifest('SearchPage') : manifest('AnalyticsPage'),
    ...overrides,
  };
}

describe('preloadHints', () => {
  it("names the page's entry with the pin's integrity, the page's own chunks and stylesheets at high priority, not the manifest", async () => {
    assert.deepEqual(await preloadHints(request({})), [
      {
        href: '/remotes/remote-search/0.2.0/remoteEntry.js',
        as: 'script',
        crossorigin: 'anonymous',
        integrity: 'sha384-abc',
        fetchpriority: 'high',
      },
      {
        href: '/remotes/remote-search/0.2.0/12.a.js',
        as: 'script',
        remoteChunk: true,
        fetchpriority: 'high',
      },
      {
        href: '/remotes/remote-search/0.2.0/expose_SearchPage.js',
        as: 'script',
        remoteChunk: true,
        fetchpriority: 'high',
      },
      {
        href: '/remotes/remote-search/0.2.0/expose_SearchPage.css',
        as: 'style',
        remoteChunk: true,
        fetchpriority: 'high',
      },
    ]);
  });

  it('names the files of the shared modules the page takes from its remote, not those the host provides', async () => {
    const chunkGroups = {
      groups: {
        __federation_expose_SearchPage: {
          files: ['expose_SearchPage.js'],
          consumes: ['react', '@adlens/shared-ui/charts'],
        },
      },
      shared: {
        react: { files: ['923.js'], consumes: [], provided: true },
        '@adlens/shared-ui/charts': {
          files: ['718.css', '744.js'],
          consumes: ['react', 'd3-lite'],
          provided: true,
        },
        'd3-lite': { files: ['95.js'], consumes: [], provided: true },
      },
    };
    const hints = await preloadHints(
      request({
        readChunkGroups: async (urlPath) =>
          urlPath === '/remotes/remote-search/0.2.0/chunk-groups.json' ? chunkGroups : null,
        hostShared: new Set(['react']),
      }),
    );
    assert.deepEqual(hints.slice(4), [
      {
        href: '/remotes/remote-search/0.2.0/718.css',
        as: 'style',
        remoteChunk: true,
        fetchpriority: 'high',
      },
      {
        href: '/remotes/remote-search/0.2.0/744.js',
        as: 'script',
        remoteChunk: true,
        fetchpriority: 'high',
      },
      {
        href: '/remotes/remote-search/0.2.0/95.js',
        as: 'script',
        remoteChunk: true,
        fetchpriority: 'high',
      },
    ]);
    const releaseWithoutGroups = await preloadHints(
      request({ readChunkGroups: async () => null, hostShared: new Set(['react']) }),
    );
    assert.equal(releaseWithoutGroups.length, 4);
  });

  it('hints nothing protected to a visitor without a live session', async () => {
    assert.deepEqual(await preloadHints(request({ token: undefined })), []);
    assert.deepEqual(await preloadHints(request({ token: 'expired' })), []);
  });

  it('hints nothing to a user denied the address', async () => {
    const blocked = request({ path: '/meta/analytics', userForToken: async () => NO_ANALYTICS });
    assert.deepEqual(await preloadHints(blocked), []);
    const allowed = await preloadHints(request({ path: '/meta/analytics' }));
    assert.equal(allowed[0]?.href, '/remotes/remote-insights/0.1.0/remoteEntry.js');
  });

  it('hints nothing for a pin without a manifest, an invalid pin set or a missing expose', async () => {
    const entryOnly: PinSet = {
      ...pinSet,
      remotes: [{ name: 'remote_search', version: '0.2.0', entry: '/remotes/x/remoteEntry.js' }],
    };
    assert.deepEqual(await preloadHints(request({ pinSet: entryOnly })), []);
    assert.deepEqual(await preloadHints(request({ pinSet: null })), []);
    assert.deepEqual(
      await preloadHints(request({ readManifest: async () => manifest('Other') })),
      [],
    );
    assert.deepEqual(await preloadHints(request({ readManifest: async () => null })), []);
  });
});

describe('withPreloadHints', () => {
  it('writes one preload link per hint at the end of the head, attributes escaped', () => {
    const html = withPreloadHints('<html><head><title>A</title></head><body></body></html>', [
      { href: '/m.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/a".js', as: 'script', integrity: 'sha384-x' },
      { href: '/c.js', as: 'script', remoteChunk: true, fetchpriority: 'high' },
    ]);
    assert.equal(
      html,
      '<html><head><title>A</title>' +
        '<link rel="preload" as="fetch" href="/m.json" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="/a&quot;.js" integrity="sha384-x">' +
        '<link rel="preload" as="script" href="/c.js" fetchpriority="high" data-remote-chunk>' +
        '</head><body></body></html>',
    );
  });

  it('leaves the page as it is without hints', () => {
    assert.equal(withPreloadHints('<head></head>', []), '<head></head>');
  });
});
