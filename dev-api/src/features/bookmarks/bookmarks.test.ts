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

test('LIKE wildcards in the bookmark keyword match literally', async () => {
  const token = await server.login();
  const [percent, plain] = [1, 10];
  const collection = successBodySchema(createCollectionEndpoint.data).parse(
    (
      await server.request('POST', '/v1/bookmark/collections/platform/meta', {
        token,
        body: { name: 'Wildcards' },
      })
    ).json,
  ).data;
  for (const id of [percent, plain]) {
    await server.request('POST', `/v1/bookmark/platform/meta/ads/${id}`, {
      token,
      body: { collection_ids: [collection.id] },
    });
  }
  await server.db.query(
    "UPDATE ads SET search_text = 'save 50% on a_b shoes \\ now' WHERE id = $1",
    [percent],
  );
  await server.db.query("UPDATE ads SET search_text = 'save 50 on ab shoes now' WHERE id = $1", [
    plain,
  ]);
  const found = async (keyword: string) =>
    successBodySchema(collectionsEndpoint.data)
      .parse(
        (
          await server.request(
            'GET',
            `/v1/bookmark/collections/platform/meta?collection_id=${collection.id}&keyword=${encodeURIComponent(keyword)}`,
            { token },
          )
        ).json,
      )
      .data.ads.items.map((item) => item.id)
      .sort((a, b) => a - b);
  expect(await found('50%')).toEqual([percent]);
  expect(await found('a_b')).toEqual([percent]);
  expect(await found('\\')).toEqual([percent]);
  expect(await found('%')).toEqual([percent]);
  expect(await found('save')).toEqual([percent, plain]);
});
