import { adDetailEndpoint, adSearchEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { okData } from '../../testing/contract';
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

test('the ad detail carries its tags, each with the words that made it', async () => {
  const tagged = ads.find((ad) => ad.tags.includes('hook:question'));
  const detail = okData(
    adDetailEndpoint,
    await server.request('GET', `/v1/meta/ads/${tagged?.id}`, { token: server.token }),
  ).ad;
  const question = detail.tags.find((tag) => tag.family === 'hook' && tag.tag === 'question');
  expect(question?.rule).toContain('hook.question/');
  const fields: Record<string, string | null> = {
    headline: detail.title,
    copy: detail.text,
    cta: detail.cta,
    on_image_text: detail.creative_text.on_image_text,
    transcript: detail.creative_text.transcript,
    media: detail.media_type,
  };
  for (const tag of detail.tags)
    for (const span of tag.evidence)
      expect(fields[span.field]?.slice(span.start, span.end)).toBe(span.text);
});
