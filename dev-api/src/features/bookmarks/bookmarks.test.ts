import {
  collectionsEndpoint,
  createCollectionEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test' });

test('concurrent adds to one collection lose nothing', async () => {
  const token = await server.login();
  const created = successBodySchema(createCollectionEndpoint.data).parse(
    (
      await server.request('POST', '/v1/bookmark/collections/platform/meta', {
        token,
        body: { name: 'Race' },
      })
    ).json,
  ).data;
  const adIds = Array.from({ length: 25 }, (_unused, index) => 1 + index * 9);
  const responses = await Promise.all(
    adIds.map((id) =>
      server.request('POST', `/v1/bookmark/platform/meta/ads/${id}`, {
        token,
        body: { collection_ids: [created.id] },
      }),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual(adIds.map(() => 200));
  const listed = successBodySchema(collectionsEndpoint.data).parse(
    (
      await server.request(
        'GET',
        `/v1/bookmark/collections/platform/meta?collection_id=${created.id}&per_page=100`,
        { token },
      )
    ).json,
  ).data;
  expect(listed.ads.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(adIds);
});

test('a bookmark survives a restart of the server', async () => {
  const token = await server.login();
  await server.request('POST', '/v1/meta/ads/bookmark/100', { token });
  await server.restart();
  const again = await server.login();
  const listed = successBodySchema(collectionsEndpoint.data).parse(
    (
      await server.request('GET', '/v1/bookmark/collections/platform/meta?per_page=100', {
        token: again,
      })
    ).json,
  ).data;
  expect(listed.ads.items.some((item) => item.id === 100)).toBe(true);
});
