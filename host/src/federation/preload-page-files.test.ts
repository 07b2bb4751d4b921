import type { RemotePin } from '@adlens/shared-contracts/platform';
import { preloadPageFiles } from './preload-page-files';

const PIN: RemotePin = {
  name: 'remote_search',
  version: '1.0.0',
  entry: '/remotes/remote-search/1.0.0/mf-manifest.json',
  exposes: {
    SearchPage: [
      '12.a.js',
      '__federation_expose_SearchPage.b.js',
      '__federation_expose_SearchPage.c.css',
    ],
  },
};
const BASE = `${window.location.origin}/remotes/remote-search/1.0.0/`;

function preloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => ({
      href: link.href,
      as: link.as,
      priority: link.getAttribute('fetchpriority'),
      chunk: link.hasAttribute('data-remote-chunk'),
    }),
  );
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('preloadPageFiles', () => {
  it("preloads the page's scripts and stylesheets the pin lists, from the release folder", () => {
    preloadPageFiles(PIN, 'SearchPage');
    expect(preloads()).toEqual([
      { href: `${BASE}12.a.js`, as: 'script', priority: 'high', chunk: true },
      {
        href: `${BASE}__federation_expose_SearchPage.b.js`,
        as: 'script',
        priority: 'high',
        chunk: true,
      },
      {
        href: `${BASE}__federation_expose_SearchPage.c.css`,
        as: 'style',
        priority: 'high',
        chunk: true,
      },
    ]);
  });

  it('leaves a file the page already names to its hint, and asks for nothing twice', () => {
    document.head.innerHTML = `<link rel="preload" as="script" href="${BASE}12.a.js">`;
    preloadPageFiles(PIN, 'SearchPage');
    preloadPageFiles(PIN, 'SearchPage');
    expect(preloads().map((link) => link.href)).toEqual([
      `${BASE}12.a.js`,
      `${BASE}__federation_expose_SearchPage.b.js`,
      `${BASE}__federation_expose_SearchPage.c.css`,
    ]);
  });

  it('preloads nothing for a pin without the page, or without files (an older served pin)', () => {
    preloadPageFiles(PIN, 'OwnerPage');
    preloadPageFiles({ ...PIN, exposes: undefined }, 'SearchPage');
    preloadPageFiles(undefined, 'SearchPage');
    expect(preloads()).toEqual([]);
  });
});
