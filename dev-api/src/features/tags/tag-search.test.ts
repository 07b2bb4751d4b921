import { adSearchEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

interface TaggedAd {
  id: number;
  days: number;
  tags: string[];
}

let ads: TaggedAd[];
beforeAll(async () => {
  ads = await server.db.query<TaggedAd & { [column: string]: unknown }>(
    `SELECT a.id, a.days_running AS days,
       COALESCE(array_agg(t.family || ':' || t.tag) FILTER (WHERE t.tag IS NOT NULL), '{}') AS tags
     FROM ads a LEFT JOIN ad_tags t ON t.ad_id = a.id WHERE a.platform = 'meta' GROUP BY a.id`,
  );
});

async function search(keyword: string) {
  return server.request('POST', '/v1/meta/ads/search', {
    token: server.token,
    body: { keyword, per_page: 100 },
  });
}

async function ids(keyword: string): Promise<number[]> {
  const response = await search(keyword);
  expect(response.status).toBe(200);
  const data = successBodySchema(adSearchEndpoint.data).parse(response.json).data;
  return data.items.map((item) => item.id).sort((a, b) => a - b);
}

function expected(holds: (ad: TaggedAd) => boolean): number[] {
  return ads
    .filter(holds)
    .map((ad) => ad.id)
    .sort((a, b) => a - b);
}

test('the seed tags every ad at load, its format at least', () => {
  expect(ads.length).toBeGreaterThan(0);
  expect(ads.every((ad) => ad.tags.some((tag) => tag.startsWith('format:')))).toBe(true);
});

test('each tag row carries its ad’s platform, which tag queries read it by', async () => {
  const [row] = await server.db.query<{ rows: number; astray: number }>(
    `SELECT count(*)::int AS rows, count(*) FILTER (WHERE t.platform <> a.platform)::int AS astray
     FROM ad_tags t JOIN ads a ON a.id = t.ad_id`,
  );
  expect(row?.rows).toBeGreaterThan(0);
  expect(row?.astray).toBe(0);
});

test('tag fields and days ranges find exactly the ads that carry the tags', async () => {
  const withQuestion = expected((ad) => ad.tags.includes('hook:question'));
  expect(withQuestion.length).toBeGreaterThan(0);
  expect(await ids('hook:question')).toEqual(withQuestion);
  expect(await ids('angle:social_proof days:>30')).toEqual(
    expected((ad) => ad.tags.includes('angle:social_proof') && ad.days > 30),
  );
  expect(await ids('offer:trial OR offer:guarantee -lang:de')).toEqual(
    expected(
      (ad) =>
        (ad.tags.includes('offer:trial') || ad.tags.includes('offer:guarantee')) &&
        !ad.tags.includes('lang:de'),
    ),
  );
  expect(await ids('HOOK:Question days:<=30')).toEqual(
    expected((ad) => ad.tags.includes('hook:question') && ad.days <= 30),
  );
});

test.each([
  ['hook:questoin', 'Unknown hook tag "questoin": did you mean hook:question?'],
  ['angle:fear', 'Unknown angle tag "fear": did you mean angle:pain?'],
  [
    'days:>thirty',
    'days: needs a number of days, with >, >=, <, <= or = before it (days:>30), not ">thirty"',
  ],
])('%j is refused with a message naming it', async (keyword, message) => {
  const response = await search(keyword);
  expect(response.status).toBe(422);
  expect(expectErrorMeta(response.json)).toMatchObject({ field: 'keyword', message, code: 422 });
});

test('each stored tag keeps the words that made it, as spans of the ad’s own fields', async () => {
  const rows = await server.db.query<{
    title: string;
    body: string;
    cta: string | null;
    media_type: string;
    extras: { on_image_text?: string; transcript?: string };
    evidence: { field: string; start: number; end: number; text: string }[];
  }>(
    `SELECT a.title, a.body, a.cta, a.media_type, a.extras, t.evidence
     FROM ad_tags t JOIN ads a ON a.id = t.ad_id WHERE a.platform = 'meta'`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const fields: Record<string, string | null | undefined> = {
      headline: row.title,
      copy: row.body,
      cta: row.cta,
      on_image_text: row.extras.on_image_text,
      transcript: row.extras.transcript,
      media: row.media_type,
    };
    for (const span of row.evidence)
      expect(fields[span.field]?.slice(span.start, span.end)).toBe(span.text);
  }
});
