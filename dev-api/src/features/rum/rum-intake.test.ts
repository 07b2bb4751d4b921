import { errorBodySchema } from '@adlens/shared-contracts';
import { Hono } from 'hono';
import { type TestServer, createTestServer } from '../../testing/test-server';
import { MAX_RUM_BATCH_BYTES } from './rum-intake-routes';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function mounted(options: { devRoutes?: boolean } = {}) {
  const server = await createTestServer(options);
  servers.push(server);
  return new Hono().route('/api', server.app);
}

const batch = (...events: object[]) => events.map((event) => JSON.stringify(event)).join('\n');
const send = (api: Hono, body: string) =>
  api.request('/api/v1/rum-intake?ddforward=%2Fapi%2Fv2%2Frum', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body,
  });

test('a production-like API takes RUM batches but nobody can read them back over HTTP', async () => {
  const api = await mounted();
  const sent = await send(
    api,
    batch({ type: 'view', view: { url: '/search' } }, { type: 'error' }),
  );
  expect(sent.status).toBe(202);
  expect(await sent.json()).toEqual({ status: 'ok', data: { accepted: 2 } });

  for (const method of ['GET', 'DELETE', 'PUT']) {
    for (const path of ['/api/v1/rum-intake', '/api/v1/dev/rum-intake']) {
      const response = await api.request(path, { method });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      errorBodySchema.parse(await response.json());
    }
  }
});

test('the dev composition reads and clears what browsers sent', async () => {
  const api = await mounted({ devRoutes: true });
  await send(api, `${batch({ type: 'view' })}\nnot json\n`);
  const read = await api.request('/api/v1/dev/rum-intake');
  expect(await read.json()).toEqual({ status: 'ok', data: { events: [{ type: 'view' }] } });
  await api.request('/api/v1/dev/rum-intake', { method: 'DELETE' });
  expect(await (await api.request('/api/v1/dev/rum-intake')).json()).toMatchObject({
    data: { events: [] },
  });
});

test('a batch over the size bound is refused with 413 in the error envelope', async () => {
  const api = await mounted();
  const response = await send(api, 'x'.repeat(MAX_RUM_BATCH_BYTES + 1));
  expect(response.status).toBe(413);
  expect(errorBodySchema.parse(await response.json()).meta.code).toBe(413);
});

test('one client sending batches without pause is turned away with 429 within the minute', async () => {
  const api = await mounted();
  const statuses: number[] = [];
  for (let sent = 0; sent < 121; sent += 1) {
    statuses.push((await send(api, batch({ type: 'action' }))).status);
  }
  expect(statuses.slice(0, 120).every((status) => status === 202)).toBe(true);
  expect(statuses[120]).toBe(429);
});
