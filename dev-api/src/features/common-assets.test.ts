import { useTestServer } from '../testing/use-test-server';

const server = useTestServer();

test('the ad-blocker probe answers HEAD with 200 and a body length (not blocked)', async () => {
  const response = await server.raw('/v1/analytics/localhost/ads/?duration=life_time', {
    method: 'HEAD',
  });
  expect(response.status).toBe(200);
  expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
});
