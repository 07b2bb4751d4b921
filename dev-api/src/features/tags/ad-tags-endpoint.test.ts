import {
  PLATFORMS,
  adTagsEndpoint,
  successBodySchema,
  tagFacetsEndpoint,
} from '@adlens/shared-contracts';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

const tagsData = successBodySchema(adTagsEndpoint.data);
const facetsData = successBodySchema(tagFacetsEndpoint.data);

/** One ad of the platform that carries a tag besides its format (the richest first). */
async function taggedAd(platform: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT a.id FROM ads a JOIN ad_tags t ON t.ad_id = a.id
     WHERE a.platform = $1 AND t.family <> 'format'
     GROUP BY a.id ORDER BY count(*) DESC, a.id LIMIT 1`,
    [platform],
  );
  if (!row) throw new Error(`no tagged ${platform} ad in the seed`);
  return row.id;
}

async function openDetail(platform: string, id: number) {
  const response = await server.request('GET', `/v1/${platform}/ads/${id}`, {
    token: server.token,
  });
  expect(response.status).toBe(200);
}

test.each(PLATFORMS)(
  'a %s ad gives each tag with its rule and spans that slice the text it read',
  async (platform) => {
    const id = await taggedAd(platform);
    await openDetail(platform, id);
    const response = await server.request('GET', `/v1/${platform}/ads/${id}/tags`, {
      token: server.token,
    });
    expect(response.status).toBe(200);
    const data = tagsData.parse(response.json).data;
    expect(data.ad_id).toBe(id);
    expect(data.tags.some((tag) => tag.family === 'format' && tag.tag === data.media_type)).toBe(
      true,
    );
    const texts: Record<string, string | null> = { ...data.texts, media: data.media_type };
    const read = data.tags.filter((tag) => tag.family !== 'format');
    expect(read.length).toBeGreaterThan(0);
    for (const tag of data.tags) {
      expect(tag.rule).not.toBe('');
      expect(tag.label).not.toBe('');
      expect(tag.evidence.length).toBeGreaterThan(0);
      for (const span of tag.evidence)
        expect(texts[span.field]?.slice(span.start, span.end)).toBe(span.text);
    }
  },
);

test('the tags are part of the paid detail: 402 before it is opened, 404 for no such ad', async () => {
  const [unpaid] = await server.db.query<{ id: number }>(
    `SELECT a.id FROM ads a WHERE a.platform = 'tiktok' AND NOT EXISTS (
       SELECT 1 FROM ad_views v JOIN users u ON u.id = v.user_id
       WHERE v.ad_id = a.id AND u.email = 'demo@adlens.test') ORDER BY a.id DESC LIMIT 1`,
  );
  if (!unpaid) throw new Error('no unpaid tiktok ad in the seed');
  const before = await server.request('GET', `/v1/tiktok/ads/${unpaid.id}/tags`, {
    token: server.token,
  });
  expect(before.status).toBe(402);
  const missing = await server.request('GET', '/v1/tiktok/ads/99999999/tags', {
    token: server.token,
  });
  expect(missing.status).toBe(404);
  const otherPlatform = await server.request('GET', `/v1/meta/ads/${unpaid.id}/tags`, {
    token: server.token,
  });
  expect(otherPlatform.status).toBe(404);
});

async function facets(keyword: string) {
  return server.request('POST', '/v1/meta/ads/tag-facets', {
    token: server.token,
    body: { keyword },
  });
}

test('tag facets count the ads of the current query per tag, every known tag listed', async () => {
  const response = await facets('angle:pain');
  expect(response.status).toBe(200);
  const items = facetsData.parse(response.json).data.items;
  const stored = await server.db.query<{ family: string; tag: string; count: number }>(
    `SELECT t.family, t.tag, count(*)::int AS count FROM ads a
     JOIN ad_tags t ON t.ad_id = a.id
     JOIN ad_tags pain ON pain.ad_id = a.id AND pain.family = 'angle' AND pain.tag = 'pain'
     WHERE a.platform = 'meta' AND t.family IN ('hook', 'angle', 'offer', 'lang')
     GROUP BY t.family, t.tag`,
  );
  const expected = new Map(stored.map((row) => [`${row.family}:${row.tag}`, row.count]));
  expect(items.find((item) => item.family === 'angle' && item.tag === 'pain')?.count).toBe(
    expected.get('angle:pain'),
  );
  expect(expected.get('angle:pain')).toBeGreaterThan(0);
  for (const item of items)
    expect(item.count).toBe(expected.get(`${item.family}:${item.tag}`) ?? 0);
  expect(items.map((item) => `${item.family}:${item.tag}`)).toContain('offer:free_shipping');
  expect(items.find((item) => item.tag === 'free_shipping')?.label).toBe('free shipping');
});

test('an unknown tag in the facets query is refused like in the search', async () => {
  const response = await facets('hook:questoin');
  expect(response.status).toBe(422);
  expect(expectErrorMeta(response.json)).toMatchObject({
    field: 'keyword',
    message: 'Unknown hook tag "questoin": did you mean hook:question?',
  });
});

test('the issue’s query finds ads on the seed', async () => {
  const response = await server.request('POST', '/v1/meta/ads/search', {
    token: server.token,
    body: { keyword: 'hook:question angle:pain days:>30' },
  });
  expect(response.status).toBe(200);
  expect((response.json as { data: { total: number } }).data.total).toBeGreaterThan(0);
});

// Last in the file: it changes the file's copy of the seed.
test('tag counts are remembered per search until an ingestion changes the ads', async () => {
  async function counted(): Promise<Map<string, number>> {
    const response = await facets('');
    expect(response.status).toBe(200);
    const items = facetsData.parse(response.json).data.items;
    return new Map(items.map((item) => [`${item.family}:${item.tag}`, item.count]));
  }
  async function stored(): Promise<Map<string, number>> {
    const rows = await server.db.query<{ key: string; count: number }>(
      `SELECT t.family || ':' || t.tag AS key, count(*)::int AS count FROM ads a
       JOIN ad_tags t ON t.ad_id = a.id
       WHERE a.platform = 'meta' AND t.family IN ('hook', 'angle', 'offer', 'lang')
       GROUP BY t.family, t.tag`,
    );
    return new Map(rows.map((row) => [row.key, row.count]));
  }
  const first = await counted();
  expect(first.get('lang:en')).toBe((await stored()).get('lang:en'));

  // Behind the server's back, one English ad of meta becomes German (its row and its keys, as a
  // re-tag writes them): the counts the server gave stand.
  const [english] = await server.db.query<{ id: number }>(
    "SELECT min(ad_id) AS id FROM ad_tags WHERE family = 'lang' AND tag = 'en' AND platform = 'meta'",
  );
  await server.db.query(
    "UPDATE ad_tags SET tag = 'de' WHERE family = 'lang' AND tag = 'en' AND ad_id = $1",
    [english?.id],
  );
  await server.db.query(
    "UPDATE ads SET tag_keys = array_replace(tag_keys, 'lang:en', 'lang:de') WHERE id = $1",
    [english?.id],
  );
  expect((await stored()).get('lang:en')).toBe((first.get('lang:en') ?? 0) - 1);
  expect(await counted()).toEqual(first);

  await server.ingest();
  const fresh = await stored();
  const after = await counted();
  expect(after).not.toEqual(first);
  for (const [key, count] of after) expect(count).toBe(fresh.get(key) ?? 0);
});
