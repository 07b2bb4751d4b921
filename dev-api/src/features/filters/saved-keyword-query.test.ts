import { savedFiltersEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true, per: 'test' });

test('a saved filter keeps its boolean keyword query as written', async () => {
  const keyword = '(nike OR adidas) -kids "free shipping" owner:"Bold Boots"';
  const saved = await server.request('POST', '/v1/filters/meta/saved', {
    token: server.token,
    body: { name: 'Sneakers', filters: { keyword, status: 'active' } },
  });
  expect(saved.status).toBe(200);
  const listed = await server.request('GET', '/v1/filters/meta/saved', { token: server.token });
  const { items } = successBodySchema(savedFiltersEndpoint.data).parse(listed.json).data;
  expect(items.find((item) => item.name === 'Sneakers')?.filters).toEqual({
    keyword,
    status: 'active',
  });
});

test('a malformed keyword query is not saved, with an inline error that says where', async () => {
  const response = await server.request('POST', '/v1/filters/meta/saved', {
    token: server.token,
    body: { name: 'Broken', filters: { keyword: 'nike OR' } },
  });
  expect(response.status).toBe(422);
  expect(expectErrorMeta(response.json)).toMatchObject({
    action: 'INLINE',
    field: 'filters.keyword',
    message: 'OR needs a term after it at 6',
  });
});
