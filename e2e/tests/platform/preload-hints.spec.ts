import { expect, test } from '../../fixtures/test';
import { exposedStyles, pinnedRelease } from './platform-helpers';

// The production-like server names the page's remote files in the page itself (decision 0018).

test("a signed-in first load gets its page's remote from the page's preloads, each file once", async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  const release = pinnedRelease('remote_search');
  const { base } = release;
  const remoteRequests = new Map<string, string[]>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(base)) return;
    remoteRequests.set(pathname, [...(remoteRequests.get(pathname) ?? []), request.resourceType()]);
  });
  const response = await page.goto('/reddit/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Reddit ad search' })).toBeVisible();

  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<link rel="preload" as="script" href="${base}remoteEntry.js"`);
  // Its stylesheets too (releases built since decision 0029 have them), asked for with the
  // scripts, not after the page's script has arrived.
  for (const file of exposedStyles(release, 'SearchPage')) {
    expect(html).toContain(`<link rel="preload" as="style" href="${base}${file}"`);
  }
  // The production host loads the entry directly, with the page's files from the pin (decision 0040).
  expect(html).not.toContain('mf-manifest.json');
  expect(remoteRequests.has(`${base}mf-manifest.json`)).toBe(false);
  expect(remoteRequests.get(`${base}remoteEntry.js`)).toHaveLength(1);
  for (const [file, types] of remoteRequests) expect(types, file).toHaveLength(1);
});

test('an anonymous visitor gets no protected remote named in the page, only the sign-in remote', async ({
  page,
}) => {
  const response = await page.goto('/reddit/search');
  await expect(page.getByRole('heading', { name: 'Sign in to Adlens' })).toBeVisible();
  expect(await response?.text()).not.toContain('/remotes/');

  const signIn = await page.goto('/authentication/signin');
  expect(await signIn?.text()).toContain(`${pinnedRelease('remote_auth').base}remoteEntry.js`);
});

test("the page's own script asks for the user at once, under the page's CSP, and the host takes its answer", async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const userInits: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/user/init') {
      userInits.push(request.url());
    }
  });
  const response = await page.goto('/reddit/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Reddit ad search' })).toBeVisible();

  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-remote-chunk');
  expect(userInits).toHaveLength(1);
  expect(violations).toEqual([]);
  await expect(page.getByTestId('remaining-credits')).toBeVisible();
});
