import { oauthCallbackEndpoint } from '@adlens/shared-contracts';
import { createStandinProvider, CODE_TTL_MS } from '../../oauth-provider/standin-provider';
import { errorOf, okData } from '../../testing/contract';
import { createTestServer, type TestServer } from '../../testing/test-server';

const PROVIDER_URL = 'http://provider.test';

let server: TestServer;
let providerClock: { now: number };
let standin: ReturnType<typeof createStandinProvider>;

beforeEach(async () => {
  providerClock = { now: Date.now() };
  standin = createStandinProvider({ now: () => providerClock.now });
  server = await createTestServer({
    oauthProvider: {
      url: PROVIDER_URL,
      // The API's server-to-server call reaches the stand-in in process.
      fetch: (input, init) => Promise.resolve(standin.request(String(input), init)),
    },
  });
});

afterEach(async () => {
  await server.close();
});

/** A browser's start: the provider URL and the state cookie it was given. */
async function start(provider = 'google', query = '') {
  const response = await server.raw(`http://localhost:3000/v1/auth/oauth/${provider}${query}`, {
    method: 'GET',
  });
  const body = (await response.json()) as { data: { url: string } };
  const setCookie = response.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  return { url: new URL(body.data.url), cookie, setCookie };
}

/** The visitor allows on the stand-in's consent page; answers where the provider sends them. */
async function consent(authorize: URL, email = 'demo@adlens.test') {
  const form = new URLSearchParams({
    state: authorize.searchParams.get('state') ?? '',
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    provider: authorize.searchParams.get('provider') ?? '',
    email,
    decision: 'allow',
  });
  const response = await standin.request(`${PROVIDER_URL}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return new URL(response.headers.get('location') ?? '');
}

async function callback(
  back: URL,
  cookie: string | undefined,
  provider = back.searchParams.get('provider') ?? 'google',
) {
  const response = await server.raw(`/v1/auth/oauth/${provider}/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    }),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    cacheControl: response.headers.get('cache-control'),
  };
}

describe('OAuth sign-in (authorization code bound to the browser)', () => {
  it('sets an HttpOnly, SameSite=Lax state cookie and sends the browser to the provider', async () => {
    const { url, setCookie } = await start('google', '?redirect=%2Fbookmarks');

    expect(url.origin).toBe(PROVIDER_URL);
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/oauth');
    expect(setCookie).toMatch(/^adlens_oauth_state=[\w-]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(setCookie).toContain(`adlens_oauth_state=${url.searchParams.get('state')};`);
  });

  it('marks the cookie Secure when the page is served over https', async () => {
    const response = await server.raw('https://adlens.example/v1/auth/oauth/google', {
      method: 'GET',
    });
    expect(response.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('signs in the account the provider names, with no credential in the return address', async () => {
    const { url, cookie } = await start('facebook', '?redirect=%2Fbookmarks');
    const back = await consent(url, 'demo@adlens.test');

    expect([...back.searchParams.keys()].sort()).toEqual(['code', 'provider', 'state']);
    const answer = await callback(back, cookie);
    // The answer carries a session token: no cache may keep it (decision 0049).
    expect(answer.cacheControl).toBe('no-store');
    const data = okData(oauthCallbackEndpoint, answer);

    expect(data.user.email).toBe('demo@adlens.test');
    expect(data.redirect).toBe('/bookmarks');
    expect((await server.userForToken(data.token))?.email).toBe('demo@adlens.test');
  });

  it('refuses a code and state from another browser (no state cookie): login CSRF', async () => {
    const attacker = await start();
    const forged = await consent(attacker.url, 'attacker@adlens.test');

    const response = await callback(forged, undefined);

    expect(errorOf(response)).toMatchObject({ status: 400, action: 'INLINE' });
    expect(JSON.stringify(response.json)).not.toContain('token');
  });

  it("refuses a state that is not this browser's cookie", async () => {
    const victim = await start();
    const attacker = await start();
    const forged = await consent(attacker.url, 'attacker@adlens.test');

    expect((await callback(forged, victim.cookie)).status).toBe(400);
  });

  it('refuses a replayed code', async () => {
    const first = await start();
    const back = await consent(first.url);
    expect((await callback(back, first.cookie)).status).toBe(200);

    expect((await callback(back, first.cookie)).status).toBe(400);
  });

  it('refuses a code replayed under a new start of the same browser', async () => {
    const first = await start();
    const back = await consent(first.url);
    expect((await callback(back, first.cookie)).status).toBe(200);
    const second = await start();

    const replay = new URL(back);
    replay.searchParams.set('state', second.url.searchParams.get('state') ?? '');
    expect((await callback(replay, second.cookie)).status).toBe(400);
  });

  it('finishes a sign-in started before a restart: the state is kept in the database', async () => {
    const { url, cookie } = await start();
    const back = await consent(url);
    server = await server.restart();

    expect((await callback(back, cookie)).status).toBe(200);
    expect((await callback(back, cookie)).status).toBe(400);
  });

  it('keeps only a hash of the state, and one of two racing callbacks signs in', async () => {
    const { url, cookie } = await start();
    const state = url.searchParams.get('state') ?? '';
    const stored = await server.db.query<{ state_hash: string }>(
      'SELECT state_hash FROM oauth_states',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.state_hash).not.toContain(state);
    const back = await consent(url);

    const answers = await Promise.all([callback(back, cookie), callback(back, cookie)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await server.db.query('SELECT 1 FROM oauth_states')).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const { url, cookie } = await start();
    const back = await consent(url);
    providerClock.now += CODE_TTL_MS + 1;

    expect((await callback(back, cookie)).status).toBe(400);
  });

  it('refuses an expired state', async () => {
    const { url, cookie } = await start();
    const back = await consent(url);
    server.clock.now = new Date(server.clock.now.getTime() + 11 * 60_000);

    expect((await callback(back, cookie)).status).toBe(400);
  });

  it('refuses a callback for another provider than the one started', async () => {
    const { url, cookie } = await start('google');
    const back = await consent(url);

    expect((await callback(back, cookie, 'facebook')).status).toBe(400);
  });

  it('refuses an unknown provider with the error envelope', async () => {
    const response = await server.request('GET', '/v1/auth/oauth/myspace');

    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 'error' });
    const back = await server.request('POST', '/v1/auth/oauth/myspace/callback', {
      body: { code: 'c', state: 's' },
    });
    expect(back.status).toBe(404);
    expect(back.json).toMatchObject({ status: 'error' });
  });
});

describe('OAuth without a configured provider', () => {
  it('answers that the provider sign-in is not available, and password sign-in still works', async () => {
    const bare = await createTestServer();
    try {
      const response = await bare.request('GET', '/v1/auth/oauth/google');

      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({
        status: 'error',
        meta: { message: 'Sign-in with Google is not available', action: 'INLINE' },
      });
      expect(await bare.login()).toEqual(expect.any(String));
    } finally {
      await bare.close();
    }
  });
});

describe('the stand-in provider', () => {
  it('sends codes only to a registered (loopback /oauth) return address', async () => {
    const query = new URLSearchParams({
      state: 's',
      provider: 'google',
      redirect_uri: 'https://evil.example/oauth',
    });
    expect((await standin.request(`/authorize?${query}`)).status).toBe(400);
    const post = await standin.request('/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: 's',
        provider: 'google',
        redirect_uri: 'https://evil.example/oauth',
        email: 'a@b.test',
        decision: 'allow',
      }).toString(),
    });
    expect(post.status).toBe(400);
  });
});
