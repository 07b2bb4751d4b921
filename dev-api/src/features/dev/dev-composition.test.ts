import { errorBodySchema } from '@adlens/shared-contracts';
import { Hono } from 'hono';
import { createApp } from '../../app';
import { type TestServer, createTestServer } from '../../testing/test-server';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Today's and yesterday's dev paths, and ones nobody wrote yet: the whole namespace is closed. */
const KNOWN_SUFFIXES = [
  '',
  'settings',
  'mailbox?email=demo@adlens.test',
  'rum-intake',
  'oauth/consent?state=x',
  'anything/at/all',
];

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(options: Parameters<typeof createTestServer>[0] = {}) {
  const server = await createTestServer(options);
  servers.push(server);
  return { server, mounted: new Hono().route('/api', server.app) };
}

/** Every `/v1/dev/...` path the dev composition routes, plus the known and unknown ones above. */
function devSuffixes(devComposition: Hono): string[] {
  const routed = devComposition.routes
    .map((route) => route.path)
    .filter((routePath) => routePath.startsWith('/v1/dev/'))
    .map((routePath) => routePath.slice('/v1/dev/'.length));
  return [...new Set([...KNOWN_SUFFIXES, ...routed])];
}

async function expectNoDevRoutes(mounted: Hono, suffixes: string[]) {
  for (const suffix of suffixes) {
    for (const method of METHODS) {
      const response = await mounted.request(`/api/v1/dev/${suffix}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify({ maintenance: true }) }),
      });
      expect({ method, suffix, status: response.status }).toEqual({ method, suffix, status: 404 });
      expect(errorBodySchema.parse(await response.json()).meta.code).toBe(404);
    }
  }
}

test('an API created without the dev routes answers every /api/v1/dev path with the 404 envelope', async () => {
  const dev = await start({ devRoutes: true });
  const { server, mounted } = await start();
  await expectNoDevRoutes(mounted, devSuffixes(dev.server.app));
  // The switches stayed where they were: nothing above reached them.
  expect(server.settings.maintenance).toBe(false);
});

describe('under NODE_ENV=production', () => {
  const previous = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
  });
  afterEach(() => {
    process.env.NODE_ENV = previous;
  });

  test('the API refuses to mount the dev routes', async () => {
    const { server } = await start();
    expect(() => createApp({ db: server.db, devRoutes: true })).toThrow(/NODE_ENV=production/);
  });

  test('the API has no /api/v1/dev path', async () => {
    const { mounted } = await start();
    await expectNoDevRoutes(mounted, KNOWN_SUFFIXES);
  });
});

test('the dev composition switches maintenance on and off again through /api/v1/dev/settings', async () => {
  const { mounted } = await start({ devRoutes: true });
  const post = (body: object) =>
    mounted.request('/api/v1/dev/settings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = () =>
    mounted.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@adlens.test', password: 'adlens-demo' }),
    });
  expect((await post({ maintenance: true })).status).toBe(200);
  const during = await login();
  expect(errorBodySchema.parse(await during.json()).meta).toMatchObject({ to: 'MAINTENANCE' });

  const off = await post({ maintenance: false });
  expect(off.status).toBe(200);
  expect(await off.json()).toMatchObject({ data: { maintenance: false } });
  expect((await login()).status).toBe(200);
});
