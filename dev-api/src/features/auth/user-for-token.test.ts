import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer();

it('answers the user of a live session token, as user init describes it', async () => {
  const token = await server.login();
  const user = await server.userForToken(token);
  expect(user?.email).toBe('demo@adlens.test');
  const init = await server.request('GET', '/v1/user/init', { token });
  expect(init.json).toMatchObject({ data: { user: { id: user?.id, email: user?.email } } });
});

it('answers null for a signed-out, an expired or an unknown token', async () => {
  const token = await server.login();
  await server.request('GET', '/v1/auth/logout', { token });
  expect(await server.userForToken(token)).toBeNull();

  const fresh = await server.login();
  const later = new Date(server.clock.now.getTime() + 400 * 24 * 3600 * 1000);
  const saved = server.clock.now;
  server.clock.now = later;
  expect(await server.userForToken(fresh)).toBeNull();
  server.clock.now = saved;

  expect(await server.userForToken('no-such-token')).toBeNull();
});
