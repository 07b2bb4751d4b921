import { PLAN_FEATURES, userSchema } from '@adlens/shared-contracts';
import { errorOf } from '../testing/contract';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer();

async function initFeatures(token: string) {
  const init = await server.request('GET', '/v1/user/init', { token });
  const body = init.json as { data: { user: unknown } };
  return userSchema.parse(body.data.user).plan_features;
}

it('tells a paid user every plan feature, and the API lets them use it', async () => {
  const token = await server.login('demo@adlens.test');
  expect(await initFeatures(token)).toEqual([...PLAN_FEATURES]);
  const saved = await server.request('POST', '/v1/filters/meta/saved', {
    token,
    body: { name: 'Paid plan', filters: { q: 'shoes' } },
  });
  expect(saved.status).toBe(200);
});

it('tells a free user no plan feature, as the API refuses them with 402', async () => {
  const token = await server.login('free@adlens.test');
  expect(await initFeatures(token)).toEqual([]);
  const saved = await server.request('POST', '/v1/filters/meta/saved', {
    token,
    body: { name: 'Free plan', filters: { q: 'shoes' } },
  });
  expect(errorOf(saved)).toMatchObject({ status: 402 });
});
