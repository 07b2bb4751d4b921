import { adDetailEndpoint, adSearchEndpoint } from '@adlens/shared-contracts';
import { okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

async function search(body: Record<string, unknown>) {
  return okData(
    adSearchEndpoint,
    await server.request('POST', '/v1/meta/ads/search', { token: server.token, body }),
  );
}

async function seededGroups() {
  return server.db.query<{ variant_group: number; ids: number[] }>(
    `SELECT variant_group, array_agg(id ORDER BY id) AS ids FROM ads
     WHERE platform = 'meta' GROUP BY variant_group HAVING count(*) > 1 ORDER BY variant_group`,
  );
}

test('the seed holds look-alike groups of meta ads to group', async () => {
  // The seed's variant groups hold three ads or more; a look-alike copy (decision 0066) that lands
  // with its original's advertiser may make a pair of its own, which is a variant too.
  const groups = await seededGroups();
  expect(groups.filter((group) => group.ids.length >= 3).length).toBeGreaterThanOrEqual(2);
});

test('a grouped search shows each group once, with how many of its ads matched', async () => {
  const [counts] = await server.db.query<{ ads: number; groups: number }>(
    `SELECT count(*)::int AS ads, count(DISTINCT variant_group)::int AS groups FROM ads WHERE platform = 'meta'`,
  );
  const all = await search({ per_page: 100 });
  const grouped = await search({ per_page: 100, group_variants: true });
  expect(all.total).toBe(counts?.ads);
  expect(grouped.total).toBe(counts?.groups);
  expect(grouped.total).toBeLessThan(all.total);
  expect(all.items.every((item) => item.variant_count === undefined)).toBe(true);
  const ids = grouped.items.map((item) => item.id);
  for (const group of await seededGroups()) {
    const shown = group.ids.filter((id) => ids.includes(id));
    // One card per group: the newest of its ads (the search's order), counting all of them.
    expect(shown).toHaveLength(1);
    const card = grouped.items.find((item) => item.id === shown[0]);
    expect(card?.variant_count).toBe(group.ids.length);
    const order = all.items.filter((item) => group.ids.includes(item.id)).map((item) => item.id);
    expect(shown[0]).toBe(order[0]);
  }
  const singles = grouped.items.filter((item) => item.variant_count === 1);
  expect(singles.length + (await seededGroups()).length).toBe(grouped.items.length);
});

test('grouped pages follow on without repeating a group, and past the end are empty', async () => {
  const pages = [];
  for (let page = 1; page <= 3; page += 1) {
    pages.push(await search({ per_page: 20, page, group_variants: true }));
  }
  const ids = pages.flatMap((page) => page.items.map((item) => item.id));
  expect(new Set(ids).size).toBe(ids.length);
  const whole = await search({ per_page: 60, group_variants: true });
  expect(ids).toEqual(whole.items.map((item) => item.id).slice(0, ids.length));
  const beyond = await search({ per_page: 20, page: 40, group_variants: true });
  expect(beyond).toMatchObject({ items: [], total: whole.total });
});

test('filters apply before grouping: a group counts only its matching ads', async () => {
  const [group] = await seededGroups();
  if (!group) throw new Error('no seeded group');
  const [cta] = await server.db.query<{ cta: string }>('SELECT cta FROM ads WHERE id = $1', [
    group.ids[1],
  ]);
  const grouped = await search({ per_page: 100, group_variants: true, ctas: [cta?.cta] });
  const card = grouped.items.find((item) => group.ids.includes(item.id));
  const [matching] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ads WHERE id = ANY($1::int[]) AND cta = $2',
    [group.ids, cta?.cta],
  );
  expect(card?.variant_count).toBe(matching?.n);
  expect(matching?.n).toBeLessThan(group.ids.length);
});

test('the ad detail lists its variants beside it', async () => {
  const [group] = await seededGroups();
  if (!group) throw new Error('no seeded group');
  const [first, ...rest] = group.ids;
  const detail = okData(
    adDetailEndpoint,
    await server.request('GET', `/v1/meta/ads/${first}`, { token: server.token }),
  );
  expect(detail.ad.variants.map((variant) => variant.id)).toEqual(rest);
  const lone = (await search({ per_page: 100, group_variants: true })).items.find(
    (item) => item.variant_count === 1,
  );
  const loneDetail = okData(
    adDetailEndpoint,
    await server.request('GET', `/v1/meta/ads/${lone?.id}`, { token: server.token }),
  );
  expect(loneDetail.ad.variants).toEqual([]);
});
