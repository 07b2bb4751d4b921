import {
  type KeywordNode,
  adSearchEndpoint,
  parseKeywordQuery,
  successBodySchema,
} from '@adlens/shared-contracts';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { keywordNamesTag, phrasePattern } from './keyword-query-sql';

const server = useTestServer({ signIn: true });

interface AdText {
  id: number;
  text: string;
  owner: string;
  owner_id: number;
  domain: string;
  cta: string | null;
}

/** The meta ads of the seed (50 in the test seed: one page of 100 holds them all). */
let ads: AdText[];
beforeAll(async () => {
  ads = await server.db.query<AdText & { [column: string]: unknown }>(
    `SELECT a.id, a.search_text AS text, o.name AS owner, o.id AS owner_id, d.name AS domain, a.cta
     FROM ads a JOIN owners o ON o.id = a.owner_id JOIN domains d ON d.id = a.domain_id
     WHERE a.platform = 'meta'`,
  );
});

async function search(keyword: string, extra: object = {}, path = '/v1/meta/ads/search') {
  return server.request('POST', path, {
    token: server.token,
    body: { keyword, per_page: 100, ...extra },
  });
}

async function ids(keyword: string, extra: object = {}): Promise<number[]> {
  const response = await search(keyword, extra);
  expect(response.status).toBe(200);
  const data = successBodySchema(adSearchEndpoint.data).parse(response.json).data;
  expect(data.total).toBe(data.items.length);
  return data.items.map((item) => item.id).sort((a, b) => a - b);
}

/** The expected rows, read in plain JavaScript: an oracle written apart from the SQL. */
function holds(node: KeywordNode, ad: AdText): boolean {
  switch (node.kind) {
    case 'and':
      return node.operands.every((operand) => holds(operand, ad));
    case 'or':
      return node.operands.some((operand) => holds(operand, ad));
    case 'not':
      return !holds(node.operand, ad);
    case 'term': {
      const field = { owner: ad.owner, domain: ad.domain, cta: ad.cta ?? '' };
      const text = (node.field === null ? ad.text : field[node.field]).toLowerCase();
      const value = node.value.toLowerCase();
      if (!node.phrase) return text.includes(value);
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
      return new RegExp(`(^|[^a-z0-9_])${escaped}($|[^a-z0-9_])`).test(text);
    }
  }
}

function expected(keyword: string): number[] {
  const parsed = parseKeywordQuery(keyword);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return ads
    .filter((ad) => holds(parsed.tree, ad))
    .map((ad) => ad.id)
    .sort((a, b) => a - b);
}

test.each([
  'free',
  'free trial',
  'free AND trial',
  'free OR midnight',
  'free -trial',
  'free NOT trial',
  'NOT (free OR deal)',
  '"free trial"',
  '"prime tech"',
  '(discount OR deal) -"free shipping"',
  'owner:prime',
  'owner:"prime tech" OR domain:sunnylabs',
  'domain:.de -owner:prime',
  'cta:now',
  '-cta:now',
  'cta:"sign up"',
  '40%',
  '%',
  '_',
  '\\',
  "it's",
  '"4.8 out of 5"',
  '"save 40%:" OR "(sale)" OR "[x" OR "a|b" OR "$^" OR "c++"',
])('%j finds what the query says, no more and no less', async (keyword) => {
  expect(await ids(keyword)).toEqual(expected(keyword));
});

test('AND narrows, OR widens and NOT excludes, on the seed', async () => {
  // Every "trial" of the seed is a "free trial"; "midnight" overlaps "free" in part.
  const free = await ids('free');
  const trial = await ids('midnight');
  const both = await ids('free midnight');
  const either = await ids('free OR midnight');
  const freeNotTrial = await ids('free -midnight');
  expect(free.length).toBeGreaterThan(0);
  expect(both.length).toBeGreaterThan(0);
  expect(both.length).toBeLessThan(free.length);
  expect(both.every((id) => free.includes(id) && trial.includes(id))).toBe(true);
  expect(either).toEqual([...new Set([...free, ...trial])].sort((a, b) => a - b));
  expect(either.length).toBeGreaterThan(Math.max(free.length, trial.length));
  expect(freeNotTrial).toEqual(free.filter((id) => !trial.includes(id)));
  expect(freeNotTrial.length).toBeGreaterThan(0);
});

test('a phrase matches its words in order and as whole words', async () => {
  expect((await ids('"prime tech"')).length).toBeGreaterThan(0);
  expect(await ids('"tech prime"')).toEqual([]);
  expect((await ids('tech prime')).length).toBeGreaterThan(0);
  // "colours" is in the seed's texts: the word finds it inside, the phrase does not.
  expect((await ids('colour')).length).toBeGreaterThan(0);
  expect(await ids('"colour"')).toEqual([]);
});

test('field prefixes look in the owner, the domain and the call to action only', async () => {
  const response = await search('owner:"prime tech"');
  const { items } = successBodySchema(adSearchEndpoint.data).parse(response.json).data;
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((item) => item.owner.name === 'Prime Tech')).toBe(true);
  const withoutCta = ads.filter((ad) => ad.cta === null).map((ad) => ad.id);
  expect(withoutCta.length).toBeGreaterThan(0);
  // An ad with no call to action has none that contains "now".
  expect(await ids('-cta:now')).toEqual(expect.arrayContaining(withoutCta));
});

test('the owner page takes a boolean query within the owner', async () => {
  const owner = ads.find((ad) => ad.owner === 'Prime Tech');
  const response = await search(
    'free OR discount',
    {},
    `/v1/meta/ads/owner/${owner?.owner_id ?? 0}`,
  );
  const { items } = successBodySchema(adSearchEndpoint.data).parse(response.json).data;
  const mine = ads.filter((ad) => ad.owner_id === owner?.owner_id).map((ad) => ad.id);
  const matching = expected('free OR discount').filter((id) => mine.includes(id));
  expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(matching);
});

test('most relevant ranks a boolean query by what it looks for and keeps its rows', async () => {
  const keyword = '(discount OR deal) -trial';
  expect(await ids(keyword, { sort: 'most_relevant' })).toEqual(expected(keyword));
  expect(await ids('-free', { sort: 'most_relevant' })).toEqual(expected('-free'));
});

test('most relevant ranks an OR query by the alternative each ad fits best', async () => {
  const response = await search('discount OR (free trial)', { sort: 'most_relevant' });
  const { items } = successBodySchema(adSearchEndpoint.data).parse(response.json).data;
  // The definition, written once in SQL apart from the plan: each ad's best similarity.
  const ranked = await server.db.query<{ id: number }>(
    `SELECT id FROM ads WHERE id = ANY($1::int[])
     ORDER BY greatest(similarity(search_text, 'discount'), similarity(search_text, 'free trial')) DESC,
       popularity DESC, id DESC`,
    [items.map((item) => item.id)],
  );
  expect(items.length).toBeGreaterThan(2);
  expect(items.map((item) => item.id)).toEqual(ranked.map((row) => row.id));
});

test('SQL in the keyword is text to look for, never SQL', async () => {
  expect(await ids("x'; DROP TABLE ads; x--")).toEqual([]);
  expect(await ids('"\'); DROP TABLE ads; --"')).toEqual([]);
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads');
  expect(row?.n).toBeGreaterThan(0);
});

test.each([
  ['/v1/meta/ads/search', 'shoes "free shipping', 'Unclosed quote at 7'],
  ['/v1/meta/ads/search', 'free OR', 'OR needs a term after it at 6'],
  ['/v1/meta/ads/owner/1', '(free', 'Unclosed ( at 1'],
])('%s refuses %j with an inline error that says where', async (path, keyword, message) => {
  const response = await search(keyword, {}, path);
  expect(response.status).toBe(422);
  expect(expectErrorMeta(response.json)).toMatchObject({
    action: 'INLINE',
    field: 'keyword',
    message,
    code: 422,
  });
});

test('a phrase becomes a regular expression with its operators escaped', () => {
  expect(phrasePattern('50% off (now)')).toBe('(^|[^a-z0-9_])50%\\s+off\\s+\\(now\\)');
  expect(phrasePattern('(now) ^$|?*+[]{}')).toBe('\\(now\\)\\s+\\^\\$\\|\\?\\*\\+\\[\\]\\{\\}');
  expect(phrasePattern('a.b')).toBe('(^|[^a-z0-9_])a\\.b($|[^a-z0-9_])');
});

test('a search reads a team vocabulary only when its query names a tag, also inside NOT and OR', () => {
  expect(keywordNamesTag('hook:question')).toBe(true);
  expect(keywordNamesTag('shoes OR -(angle:pain cta:shop)')).toBe(true);
  expect(keywordNamesTag(undefined)).toBe(false);
  expect(keywordNamesTag('shoes days:>30 cta:shop owner:nike')).toBe(false);
  // A phrase is text, not a tag word.
  expect(keywordNamesTag('"hook:question"')).toBe(false);
});
