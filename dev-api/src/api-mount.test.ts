import { Hono } from 'hono';
import { errorBodySchema } from '@adlens/shared-contracts';
import { createApp } from './app';
import { useTestServer } from './testing/use-test-server';

const server = useTestServer();

/** The API as main.ts and the production-like server mount it: under `/api` of an outer app. */
function mounted() {
  const outer = new Hono().route('/api', createApp({ db: server.db }).app);
  // The production-like server answers every other GET with the page shell after the API.
  outer.get('*', (c) => c.html('<!doctype html><title>Adlens</title>'));
  return outer;
}

test.each([
  ['GET', '/api/nope'],
  ['GET', '/api/v1/nope'],
  ['POST', '/api/v1/meta/ads/nope/deeper'],
  ['DELETE', '/api/v1/meta/ads/search'],
  ['PATCH', '/api'],
  ['PUT', '/api/v2/anything?x=1'],
])('%s %s answers the 404 error envelope', async (method, path) => {
  const response = await mounted().request(path, { method, headers: { accept: 'text/html' } });
  expect(response.status).toBe(404);
  expect(errorBodySchema.parse(await response.json()).meta).toMatchObject({
    action: 'SNACKBAR',
    code: 404,
  });
});
