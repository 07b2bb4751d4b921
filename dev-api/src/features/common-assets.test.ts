import { type TestServer, createTestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

test('the ad-blocker probe answers HEAD with 200 and a body length (not blocked)', async () => {
  const response = await server.raw('/v1/analytics/localhost/ads/?duration=life_time', {
    method: 'HEAD',
  });
  expect(response.status).toBe(200);
  expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
});
