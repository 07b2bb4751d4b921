import type { RemoteHealthReport } from '@adlens/shared-contracts';
import { type TestServer, createTestServer } from '../../testing/test-server';
import { createPageSessions } from './page-session-tokens';
import { readSessionHealth, readUnverifiedHealth } from './remote-health-store';
import { ADDRESS_SESSIONS, SESSION_REPORTS } from './remote-health-routes';

const key = Buffer.alloc(32, 7);
const served = { remote_search: ['0.3.0', '0.2.0'] };
let server: TestServer;
let sessions: ReturnType<typeof createPageSessions>;

beforeEach(async () => {
  const clock = { now: new Date('2026-11-27T12:00:00Z') };
  sessions = createPageSessions({ key, bindingCookie: 'adlens_bucket', now: () => clock.now });
  server = await createTestServer({ remoteHealth: { environment: 'production', sessions } });
  server.clock.now = clock.now;
});
afterEach(() => server.close());

const failing = (version = '0.3.0') => ({
  remote: 'remote_search' as const,
  version,
  counts: { render_error: 1, fallback_shown: 1, boundary_reached: 1 },
  rendered: false,
});
const healthy = (version = '0.3.0') => ({
  remote: 'remote_search' as const,
  version,
  counts: {},
  rendered: true,
  firstRenderMs: 180,
});

function post(report: RemoteHealthReport, bucket: string | null = '12', address = '10.0.0.1') {
  return server.raw('/v1/rum-health', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bucket === null ? {} : { cookie: `adlens_bucket=${bucket}` }),
    },
    body: JSON.stringify(report),
    address,
  });
}

const window = { env: 'production', remote: 'remote_search', since: 0, until: Date.now() * 2 };
const canaryRows = () => readSessionHealth(server.db, '0.3.0', window);

test('a report under a page session the server issued is kept, by kind, once however often it is sent', async () => {
  const token = sessions.issue('12', 'production', served);
  for (let send = 0; send < 3; send += 1) {
    expect((await post({ pageSession: token, remotes: [failing()] })).status).toBe(202);
  }
  const rows = await canaryRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    counts: { render_error: 1, fallback_shown: 1, boundary_reached: 1, load_failed: 0 },
    rendered: false,
    firstRenderMs: null,
  });
});

test('a forged POST of failing sessions changes no health record and is counted as unverifiable', async () => {
  const real = sessions.issue('12', 'production', served);
  const [payload] = (real ?? '').split('.');
  const forgeries: (string | null)[] = [
    null,
    'made-up-session',
    `${payload}.${Buffer.alloc(32).toString('base64url')}`,
    // Issued by a server with another key.
    createPageSessions({ key: Buffer.alloc(32, 9), bindingCookie: 'adlens_bucket' }).issue(
      '12',
      'production',
      served,
    ),
    // Issued for another environment.
    sessions.issue('12', 'staging', served),
  ];
  for (const pageSession of forgeries) {
    expect((await post({ pageSession, remotes: [failing()] })).status).toBe(202);
  }
  // A real token beside another bucket cookie, or none, is not that page session.
  await post({ pageSession: real, remotes: [failing()] }, '13');
  await post({ pageSession: real, remotes: [failing()] }, null);
  expect(await canaryRows()).toEqual([]);
  expect(await readUnverifiedHealth(server.db, window)).toEqual({ reports: 7, failing: 7 });
});

test('a session cannot report a version it was not served, so forged healthy sessions cannot dilute', async () => {
  const pinOnly = sessions.issue('80', 'production', { remote_search: ['0.2.0'] });
  await post({ pageSession: pinOnly, remotes: [healthy('0.3.0'), healthy('0.2.0')] }, '80');
  expect(await canaryRows()).toEqual([]);
  expect(await readSessionHealth(server.db, '0.2.0', window)).toHaveLength(1);
});

test('a token past its lifetime no longer counts', async () => {
  const token = sessions.issue('12', 'production', served);
  server.clock.now = new Date(server.clock.now.getTime() + 13 * 60 * 60 * 1000);
  const expired = createPageSessions({
    key,
    bindingCookie: 'adlens_bucket',
    now: () => server.clock.now,
  });
  expect(expired.verify(token ?? '', { adlens_bucket: '12' })).toBeNull();
});

test('one page session sends at most its cap of reports', async () => {
  const token = sessions.issue('12', 'production', served);
  const statuses: number[] = [];
  for (let send = 0; send <= SESSION_REPORTS.limit; send += 1) {
    statuses.push((await post({ pageSession: token, remotes: [healthy()] })).status);
  }
  expect(statuses.filter((status) => status === 202)).toHaveLength(SESSION_REPORTS.limit);
  expect(statuses.at(-1)).toBe(429);
});

test('one address adds at most its cap of new sessions, across a restart', async () => {
  const send = () =>
    post({ pageSession: sessions.issue('12', 'production', served), remotes: [failing()] });
  const half = Math.ceil(ADDRESS_SESSIONS.limit / 2);
  for (let sent = 0; sent < half; sent += 1) expect((await send()).status).toBe(202);
  const restarted = await server.restart();
  const clock = server.clock.now;
  server = restarted;
  server.clock.now = clock;
  const statuses: number[] = [];
  for (let sent = half; sent <= ADDRESS_SESSIONS.limit; sent += 1) {
    statuses.push((await send()).status);
  }
  expect(statuses.at(-1)).toBe(429);
  expect(await canaryRows()).toHaveLength(ADDRESS_SESSIONS.limit);
});
