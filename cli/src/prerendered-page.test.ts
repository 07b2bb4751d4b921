import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteAccessLists } from '@adlens/shared-contracts';
import type { PinSet } from '@adlens/shared-contracts/platform';
import { type PrerenderRequest, prerenderedPage, withPrerenderedPage } from './prerendered-page';

const EVERYTHING: RouteAccessLists = { allowed_routes: ['all'], blocked_routes: [] };
const RELEASE = '/remotes/remote-auth/0.2.0/';
const OLD_RELEASE = '/remotes/remote-auth/0.1.0/';
const FRAGMENT =
  '<style>.auth-card{}</style><main class="auth-card"><h1>Sign in to Adlens</h1></main>';
// The host's frame of the auth layout, as its build writes it (host/src/prerender/).
const AUTH_FRAME =
  '<style>.layout-auth{}</style><div class="layout-auth"><header class="layout-auth__brand"><a href="/">Adlens</a></header><!--adl-outlet--></div>';
const PAINTED = AUTH_FRAME.replace('<!--adl-outlet-->', FRAGMENT);
const HOST_PAGE =
  '<!doctype html><html><head><script>early()</script></head><body><div id="root"></div></body></html>';

const pinSet = (version: string): PinSet => ({
  environment: 'production',
  remotes: [
    { name: 'remote_auth', version, entry: `/remotes/remote-auth/${version}/mf-manifest.json` },
  ],
  history: [],
});

const releaseFiles: Record<string, string> = {
  [`${RELEASE}prerender/manifest.json`]: JSON.stringify({
    version: 1,
    pages: [
      { page: 'SignInPage', path: '/authentication/signin', file: 'prerender/SignInPage.html' },
      { page: 'SignUpPage', path: '/authentication/signup', file: 'prerender/SignUpPage.html' },
      {
        page: 'ResetPasswordPage',
        path: '/authentication/reset-password',
        file: 'prerender/ResetPasswordPage.html',
      },
    ],
  }),
  [`${RELEASE}prerender/SignInPage.html`]: FRAGMENT,
  [`${RELEASE}prerender/SignUpPage.html`]:
    '<main class="auth-card"><h1>Create your Adlens account</h1></main>',
  [`${RELEASE}prerender/ResetPasswordPage.html`]:
    '<main class="auth-card"><h1>Reset your password</h1></main>',
  // The older release has only its code: no prerender folder.
  [`${OLD_RELEASE}remoteEntry.js`]: '/* code */',
};

function request(overrides: Partial<PrerenderRequest>): PrerenderRequest {
  return {
    path: '/authentication/signin',
    token: undefined,
    pinSet: pinSet('0.2.0'),
    userForToken: async (token) => (token === 'live' ? EVERYTHING : null),
    readReleaseFile: async (urlPath) => releaseFiles[urlPath] ?? null,
    readPaintedFrame: async (layout) => (layout === 'auth' ? AUTH_FRAME : null),
    ...overrides,
  };
}

describe('prerenderedPage', () => {
  it("gives the pinned release's fragment of the page at the address, in the host's frame of its layout", async () => {
    const page = await prerenderedPage(request({}));
    assert.deepEqual(page, { path: '/authentication/signin', html: PAINTED });
    // The brand bar comes first, as in the live layout, and the page takes the outlet's place.
    assert.ok(page?.html.includes(`</header>${FRAGMENT}</div>`));
  });

  it('paints sign-up and the password reset at their own paths, each in the auth frame', async () => {
    for (const [path, heading] of [
      ['/authentication/signup?refId=7', 'Create your Adlens account'],
      ['/authentication/reset-password?email=a%40b.test', 'Reset your password'],
    ] as const) {
      const page = await prerenderedPage(request({ path }));
      assert.equal(page?.path, new URL(path, 'http://x.invalid').pathname);
      assert.ok(page?.html.startsWith(AUTH_FRAME.slice(0, AUTH_FRAME.indexOf('<!--'))));
      assert.ok(page?.html.includes(`</header><main class="auth-card"><h1>${heading}</h1>`));
      // The query is the live page's: neither the referral nor the address is painted.
      assert.doesNotMatch(page?.html ?? '', /refId|a@b|a%40b/);
    }
  });

  it("gives nothing without the host's frame: the page would move when the live one takes over", async () => {
    const layouts: string[] = [];
    const page = await prerenderedPage(
      request({
        readPaintedFrame: async (layout) => {
          layouts.push(layout);
          return null;
        },
      }),
    );
    assert.equal(page, null);
    assert.deepEqual(layouts, ['auth']);
  });

  it('refuses a frame without exactly one outlet', async () => {
    for (const frame of ['<div class="layout-auth"></div>', `${AUTH_FRAME}${AUTH_FRAME}`]) {
      const page = await prerenderedPage(request({ readPaintedFrame: async () => frame }));
      assert.equal(page, null);
    }
  });

  it('writes a fragment holding `$` patterns into the frame as it is', async () => {
    const files: Record<string, string> = {
      ...releaseFiles,
      [`${RELEASE}prerender/SignInPage.html`]: "<p>$& $' $`</p>",
    };
    const read = async (urlPath: string) => files[urlPath] ?? null;
    const page = await prerenderedPage(request({ readReleaseFile: read }));
    assert.ok(page?.html.includes("</header><p>$& $' $`</p></div>"));
  });

  it('gives nothing for a pinned release without fragments (older releases)', async () => {
    assert.equal(await prerenderedPage(request({ pinSet: pinSet('0.1.0') })), null);
  });

  it('gives nothing to a signed-in visitor, who is sent on from a guest page', async () => {
    assert.equal(await prerenderedPage(request({ token: 'live' })), null);
  });

  it('gives the fragment to a visitor whose token has no live session', async () => {
    assert.notEqual(await prerenderedPage(request({ token: 'expired' })), null);
  });

  it('gives nothing for a page the release did not paint, or without a pin set', async () => {
    assert.equal(
      await prerenderedPage(request({ path: '/authentication/signup/confirm-email' })),
      null,
    );
    assert.equal(await prerenderedPage(request({ pinSet: null })), null);
  });

  it('refuses a manifest that names a file outside its prerender folder', async () => {
    const files: Record<string, string> = {
      ...releaseFiles,
      // Were the name followed, this is what the page would carry.
      [`${RELEASE}../remoteEntry.js`]: 'console.log("code")',
      [`${RELEASE}prerender/manifest.json`]: JSON.stringify({
        version: 1,
        pages: [{ page: 'SignInPage', path: '/authentication/signin', file: '../remoteEntry.js' }],
      }),
    };
    const read = async (urlPath: string) => files[urlPath] ?? null;
    assert.equal(await prerenderedPage(request({ readReleaseFile: read })), null);
  });

  it('keeps the query out: a hostile redirect gets the same fragment and its path, not the address', async () => {
    const page = await prerenderedPage(
      request({
        path: '/authentication/signin?redirect=//evil.example&email="><script>x()</script>',
      }),
    );
    assert.deepEqual(page, { path: '/authentication/signin', html: PAINTED });
    const html = withPrerenderedPage(HOST_PAGE, page);
    assert.doesNotMatch(html, /evil\.example|x\(\)/);
  });
});

describe('withPrerenderedPage', () => {
  it("paints the fragment before the host's root, which stays hidden until the page runs", () => {
    const html = withPrerenderedPage(HOST_PAGE, { path: '/authentication/signin', html: FRAGMENT });
    assert.ok(
      html.includes(
        `<body><div id="adl-prerender" data-path="/authentication/signin">${FRAGMENT}</div><div id="root" hidden></div></body>`,
      ),
    );
    // No script is added: the page's policy (hashes of its own inline scripts) still holds.
    assert.equal(html.match(/<script/g)?.length, 1);
  });

  it("finds the root in the host's minified page", () => {
    const minified = '<body><div id=root></div></body>';
    assert.equal(
      withPrerenderedPage(minified, { path: '/a', html: '<p>x</p>' }),
      '<body><div id="adl-prerender" data-path="/a"><p>x</p></div><div id="root" hidden></div></body>',
    );
  });

  it('serves the page unchanged without a fragment', () => {
    assert.equal(withPrerenderedPage(HOST_PAGE, null), HOST_PAGE);
  });

  it('writes a fragment holding `$` patterns as it is', () => {
    const html = withPrerenderedPage(HOST_PAGE, { path: '/a', html: "<p>$& $' $1</p>" });
    assert.ok(html.includes("<p>$& $' $1</p>"));
  });
});
