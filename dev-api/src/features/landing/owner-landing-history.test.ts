import { ownerLandingHistoryEndpoint } from '@adlens/shared-contracts/features';
import { z } from 'zod';
import { okData } from '../../testing/contract';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

// The advertiser's landing timeline (issue 38, decision 0064): only pages that ads the user opened
// lead to are named (a landing URL is paid detail, decision 0024); the rest are counted.
const server = useTestServer({ per: 'file', signIn: true });

const idsSchema = z.array(z.object({ id: z.number() }));
const PAGE = {
  sale: 'https://owner-landing.test/sale',
  trial: 'https://owner-landing.test/trial',
  hidden: 'https://owner-landing.test/hidden',
  chained: 'https://owner-landing.test/presell',
};

let ownerId = 0;
/** The advertiser's ads by letter, oldest (a) to newest (e) by first_seen. */
let ad: Record<'a' | 'b' | 'c' | 'd' | 'e', number>;
let userId = 0;

async function pointAt(adId: number, finalUrl: string, firstSeen: string, chain: unknown[] = []) {
  await server.db.query(
    `UPDATE ads SET final_url = $2, first_seen = $3::date, url_chain = $4::jsonb WHERE id = $1`,
    [adId, finalUrl, firstSeen, JSON.stringify(chain)],
  );
}

async function addVersion(url: string, seenOn: string, first: boolean, summary: string) {
  await server.db.query(
    `INSERT INTO landing_versions (url, seen_on, first, fingerprint, normalized, outline, facts,
                                   material, summary, words_added, words_removed)
     VALUES ($1, $2::date, $3, md5($1 || $2), 'page', '["Offer"]',
             '{"price_cents":3900,"discount_percent":null,"free_shipping":false,"trial_days":null,"guarantee_days":null}',
             NOT $3, $4, 0, 0)`,
    [url, seenOn, first, summary],
  );
}

async function open(adId: number) {
  await server.db.query('INSERT INTO ad_views (user_id, ad_id, credits) VALUES ($1, $2, 1)', [
    userId,
    adId,
  ]);
}

const history = async (id: number | string = ownerId) =>
  server.request('GET', `/v1/meta/owners/${id}/landing-history`, { token: server.token });

beforeAll(async () => {
  const user = await server.userForToken(server.token);
  userId = user?.id ?? 0;
  const [owner] = await server.db.query<{ owner_id: number }>(
    `SELECT owner_id FROM ads WHERE platform = 'meta' GROUP BY owner_id HAVING count(*) >= 5
     ORDER BY owner_id LIMIT 1`,
  );
  ownerId = owner?.owner_id ?? 0;
  const [a, b, c, d, e, ...rest] = idsSchema
    .parse(await server.db.query('SELECT id FROM ads WHERE owner_id = $1 ORDER BY id', [ownerId]))
    .map((row) => row.id);
  if (!a || !b || !c || !d || !e) throw new Error('seed: an advertiser with five ads');
  ad = { a, b, c, d, e };
  // Only the pages set here have versions: the advertiser's other ads lead to none.
  for (const other of rest)
    await pointAt(other, `https://owner-landing.test/other/${other}`, '2026-01-01');
  await server.db.query(
    'DELETE FROM crawl_sightings WHERE ad_id IN (SELECT id FROM ads WHERE owner_id = $1)',
    [ownerId],
  );
  await pointAt(a, PAGE.sale, '2026-01-02');
  await pointAt(b, PAGE.sale, '2026-01-05');
  await pointAt(c, PAGE.trial, '2026-01-03', [
    { url: PAGE.chained, status_code: 200 },
    { url: 'https://owner-landing.test/redirect', status_code: 302 },
  ]);
  await pointAt(d, PAGE.hidden, '2026-01-04');
  await pointAt(e, PAGE.sale, '2026-01-06');
  await addVersion(PAGE.sale, '2026-11-20', true, 'first seen');
  await addVersion(PAGE.sale, '2026-11-25', false, 'price $49 -> $39');
  await addVersion(PAGE.trial, '2026-11-21', true, 'first seen');
  await addVersion(PAGE.trial, '2026-11-23', false, 'trial added (14 days)');
  await addVersion(PAGE.chained, '2026-11-22', true, 'first seen');
  await addVersion(PAGE.hidden, '2026-11-27', true, 'first seen');
});

test('before any ad is opened, every page is counted and none is named', async () => {
  const data = okData(ownerLandingHistoryEndpoint, await history());
  expect(data).toEqual({ owner_id: ownerId, pages: [], more_pages: 0, unopened_pages: 4 });
});

test('opened ads name their pages, most recently changed first, with their versions and ads', async () => {
  for (const id of [ad.a, ad.b, ad.c]) await open(id);
  const data = okData(ownerLandingHistoryEndpoint, await history());

  expect(data.pages.map((page) => page.url)).toEqual([PAGE.sale, PAGE.trial, PAGE.chained]);
  const [sale, trial, chained] = data.pages;
  // The unopened ad e leads to the sale page too, but only opened ads are named, newest first.
  expect(sale).toMatchObject({ ad_ids: [ad.b, ad.a], ad_count: 2 });
  expect(sale?.versions.map((version) => [version.seen_on, version.summary])).toEqual([
    ['2026-11-25', 'price $49 -> $39'],
    ['2026-11-20', 'first seen'],
  ]);
  expect(trial).toMatchObject({ ad_ids: [ad.c], ad_count: 1 });
  // A chain step that answers with a page is one of the ad's pages; a redirect is not.
  expect(chained?.ad_ids).toEqual([ad.c]);
  // The newest change of all is on the page only the unopened ad d leads to: counted, not named.
  expect(data.unopened_pages).toBe(1);
  expect(data.more_pages).toBe(0);
  expect(JSON.stringify(data)).not.toContain(PAGE.hidden);
});

test('an unknown advertiser, or one of another platform, is a 404', async () => {
  const unknown = await history(2147483000);
  expect(unknown.status).toBe(404);
  expect(expectErrorMeta(unknown.json).message).toBe('Owner not found');
  const other = await server.request('GET', `/v1/tiktok/owners/${ownerId}/landing-history`, {
    token: server.token,
  });
  expect(other.status).toBe(404);
});

// A path that names no advertiser is not found, as on every path (http/validate.ts); signed-out
// and API key calls are the access matrix's.
test('a malformed id is a 404', async () => {
  expect((await history('abc')).status).toBe(404);
  expect((await history('2147483648')).status).toBe(404);
});
