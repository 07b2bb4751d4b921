import {
  adSearchBodySchema,
  adSearchEndpoint,
  adTagsEndpoint,
  retagJobEndpoint,
  successBodySchema,
  tagFacetsEndpoint,
  tagVocabularyEndpoint,
} from '@adlens/shared-contracts';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { searchAds } from '../ads/search-ads';
import { adTagRows } from '../tags/ad-tag-rows';
import { latestRetagJob, queueRetagJob, runRetagJob } from './retag-jobs';

const server = useTestServer({ signIn: true });
const MEMBER = 'nocredits@adlens.test';
const OUTSIDER = 'nopayment@adlens.test';
let memberToken: string;
let outsiderToken: string;

beforeAll(async () => {
  await server.db.query(
    `INSERT INTO team_members (owner_id, email, status)
     SELECT id, $1, 'active' FROM users WHERE email = 'demo@adlens.test'`,
    [MEMBER],
  );
  memberToken = await server.login(MEMBER);
  outsiderToken = await server.login(OUTSIDER);
});

async function vocabulary(token: string) {
  const response = await server.request('GET', '/v1/tags/vocabulary', { token });
  expect(response.status).toBe(200);
  return successBodySchema(tagVocabularyEndpoint.data).parse(response.json).data;
}

async function search(keyword: string, token = server.token) {
  return server.request('POST', '/v1/meta/ads/search', { token, body: { keyword, per_page: 100 } });
}

async function ids(keyword: string, token = server.token): Promise<number[]> {
  const response = await search(keyword, token);
  expect(response.status).toBe(200);
  const data = successBodySchema(adSearchEndpoint.data).parse(response.json).data;
  return data.items.map((item) => item.id).sort((a, b) => a - b);
}

/** The search's total, or null when it is refused. */
async function total(keyword: string): Promise<number | null> {
  const response = await search(keyword);
  if (response.status !== 200) return null;
  return successBodySchema(adSearchEndpoint.data).parse(response.json).data.total;
}

async function saveFilter(email: string, name: string, keyword: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO saved_filters (user_id, platform, name, filters)
     SELECT id, 'meta', $2, $3 FROM users WHERE email = $1 RETURNING id`,
    [email, name, JSON.stringify({ keyword })],
  );
  if (!row) throw new Error('filter not saved');
  return row.id;
}

async function demoId(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  if (!row) throw new Error('no demo user');
  return row.id;
}

async function savedKeyword(id: number): Promise<unknown> {
  const [row] = await server.db.query<{ keyword: unknown }>(
    "SELECT filters->>'keyword' AS keyword FROM saved_filters WHERE id = $1",
    [id],
  );
  return row?.keyword;
}

test('a team without changes reads the default vocabulary; a synonym finds what the name finds', async () => {
  const data = await vocabulary(server.token);
  expect(data).toMatchObject({ version: 1, can_edit: true });
  expect(data.terms.find((term) => term.name === 'point_of_view')).toMatchObject({
    synonyms: ['pov'],
    rules: [expect.stringMatching(/^hook\.point_of_view\//)],
  });
  expect(await ids('hook:POV')).toEqual(await ids('hook:point_of_view'));
});

test('members read the vocabulary but only the owner changes it (403)', async () => {
  expect(await vocabulary(memberToken)).toMatchObject({ can_edit: false });
  const response = await server.request('POST', '/v1/tags/vocabulary/rename', {
    token: memberToken,
    body: { family: 'offer', name: 'trial', to: 'free_trial' },
  });
  expect(response.status).toBe(403);
  expect(expectErrorMeta(response.json).message).toMatch(/owner/);
});

test('malformed or impossible changes answer 422 naming the field', async () => {
  const cases = [
    [{ family: 'offer', name: 'trial', to: 'two words' }, 'to'],
    [{ family: 'format', name: 'video', to: 'clip' }, 'family'],
    [{ family: 'offer', name: 'nothing', to: 'clip' }, 'name'],
    [{ family: 'offer', name: 'trial', to: 'guarantee' }, 'to'],
  ] as const;
  for (const [body, field] of cases) {
    const response = await server.request('POST', '/v1/tags/vocabulary/rename', {
      token: server.token,
      body,
    });
    expect(response.status).toBe(422);
    expect(expectErrorMeta(response.json).field).toBe(field);
  }
  const merge = await server.request('POST', '/v1/tags/vocabulary/merge', {
    token: server.token,
    body: { family: 'offer', from: 'trial', into: 'trial' },
  });
  expect(expectErrorMeta(merge.json).field).toBe('into');
});

test('a rename that would orphan saved filters answers 409 naming them, and goes through confirmed', async () => {
  const before = await ids('hook:question');
  expect(before.length).toBeGreaterThan(0);
  const mine = await saveFilter('demo@adlens.test', 'Asking hooks', 'hook:question days:>1');
  const theirs = await saveFilter(MEMBER, 'Their hooks', '(hook:Question OR angle:pain)');
  const outsiders = await saveFilter(OUTSIDER, 'Not the team', 'hook:question');
  const body = { family: 'hook', name: 'question', to: 'asks' };

  const refused = await server.request('POST', '/v1/tags/vocabulary/rename', {
    token: server.token,
    body,
  });
  expect(refused.status).toBe(409);
  const message = expectErrorMeta(refused.json).message;
  expect(message).toContain('"Asking hooks" (demo@adlens.test)');
  expect(message).toContain(`"Their hooks" (${MEMBER})`);
  expect(message).not.toContain('Not the team');
  expect((await vocabulary(server.token)).version).toBe(1);
  expect(await savedKeyword(mine)).toBe('hook:question days:>1');

  const confirmed = await server.request('POST', '/v1/tags/vocabulary/rename', {
    token: server.token,
    body: { ...body, confirm: true },
  });
  expect(confirmed.status).toBe(200);
  expect((await vocabulary(memberToken)).version).toBe(2);
  expect(await savedKeyword(mine)).toBe('hook:asks days:>1');
  expect(await savedKeyword(theirs)).toBe('(hook:asks OR angle:pain)');
  expect(await savedKeyword(outsiders)).toBe('hook:question');

  // The team searches by the new name; the old one is refused with it; other teams keep theirs.
  expect(await ids('hook:asks')).toEqual(before);
  expect(await ids('hook:asks', memberToken)).toEqual(before);
  const old = await search('hook:question');
  expect(old.status).toBe(422);
  expect(expectErrorMeta(old.json).message).toMatch(
    /^Unknown hook tag "question": did you mean hook:\w+\?$/,
  );
  expect(await ids('hook:question', outsiderToken)).toEqual(before);
});

test('a merge gathers both tags under the kept name and its synonyms; a re-tag job reports its progress', async () => {
  const [expected] = await server.db.query<{ n: number }>(
    `SELECT count(DISTINCT a.id)::int AS n FROM ads a JOIN ad_tags t ON t.ad_id = a.id
     WHERE a.platform = 'meta' AND t.family = 'angle' AND t.tag IN ('urgency', 'price')`,
  );
  const merged = await server.request('POST', '/v1/tags/vocabulary/merge', {
    token: server.token,
    body: { family: 'angle', from: 'urgency', into: 'price' },
  });
  expect(merged.status).toBe(200);
  expect(await total('angle:price')).toBe(expected?.n);
  expect(await total('angle:value')).toBe(expected?.n);
  expect(await total('angle:urgency')).toBeNull();

  await server.retagIdle();
  const response = await server.request('GET', '/v1/tags/vocabulary/job', { token: memberToken });
  const { job } = successBodySchema(retagJobEndpoint.data).parse(response.json).data;
  const [ads] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads');
  expect(job).toMatchObject({ state: 'done', done: ads?.n, total: ads?.n, error: null });
});

test('a synonym added finds the term at once without a re-tag; removing one asks about saved filters first', async () => {
  const jobBefore = await latestRetagJob(server.db, await demoId());
  const added = await server.request('POST', '/v1/tags/vocabulary/synonyms/add', {
    token: server.token,
    body: { family: 'offer', name: 'trial', synonym: 'Try_First' },
  });
  expect(added.status).toBe(200);
  const after = successBodySchema(tagVocabularyEndpoint.data).parse(added.json).data;
  expect(after.terms.find((term) => term.name === 'trial')?.synonyms).toEqual(['try_first']);
  expect(await ids('offer:try_first', memberToken)).toEqual(await ids('offer:trial'));
  // Another team does not read it.
  expect((await search('offer:try_first', outsiderToken)).status).toBe(422);
  // A synonym moves no tag, so no job is queued for it.
  expect(await latestRetagJob(server.db, await demoId())).toEqual(jobBefore);

  const taken = await server.request('POST', '/v1/tags/vocabulary/synonyms/add', {
    token: server.token,
    body: { family: 'offer', name: 'guarantee', synonym: 'try_first' },
  });
  expect(taken.status).toBe(422);
  expect(expectErrorMeta(taken.json)).toMatchObject({
    field: 'synonym',
    message: '"try_first" is already a synonym of offer:trial',
  });
  const byMember = await server.request('POST', '/v1/tags/vocabulary/synonyms/remove', {
    token: memberToken,
    body: { family: 'offer', name: 'trial', synonym: 'try_first' },
  });
  expect(byMember.status).toBe(403);

  const saved = await saveFilter(MEMBER, 'Trials', 'offer:try_first -offer:trial');
  const remove = { family: 'offer', name: 'trial', synonym: 'try_first' };
  const refused = await server.request('POST', '/v1/tags/vocabulary/synonyms/remove', {
    token: server.token,
    body: remove,
  });
  expect(refused.status).toBe(409);
  expect(expectErrorMeta(refused.json).message).toBe(
    `1 saved filter uses offer:try_first: "Trials" (${MEMBER}). Confirm to rewrite them to offer:trial.`,
  );
  const confirmed = await server.request('POST', '/v1/tags/vocabulary/synonyms/remove', {
    token: server.token,
    body: { ...remove, confirm: true },
  });
  expect(confirmed.status).toBe(200);
  expect(await savedKeyword(saved)).toBe('offer:trial -offer:trial');
  expect((await search('offer:try_first')).status).toBe(422);
  const missing = await server.request('POST', '/v1/tags/vocabulary/synonyms/remove', {
    token: server.token,
    body: remove,
  });
  expect(expectErrorMeta(missing.json).field).toBe('synonym');
});

test('the filter bar and the ad detail read the team’s names; a merged term counts each ad once', async () => {
  // After the tests above: the team renamed hook:question to "asks" and merged angle:urgency into price.
  const facets = async (token: string, keyword?: string) => {
    const response = await server.request('POST', '/v1/meta/ads/tag-facets', {
      token,
      body: keyword === undefined ? {} : { keyword },
    });
    expect(response.status).toBe(200);
    return successBodySchema(tagFacetsEndpoint.data).parse(response.json).data.items;
  };
  const mine = await facets(memberToken);
  const named = (family: string, tag: string) =>
    mine.find((item) => item.family === family && item.tag === tag);
  expect(named('hook', 'asks')).toMatchObject({ label: 'asks', count: await total('hook:asks') });
  expect(named('angle', 'price')?.count).toBe(await total('angle:price'));
  expect(named('hook', 'question')).toBeUndefined();
  expect(named('angle', 'urgency')).toBeUndefined();
  // A query in the team's words narrows the counts; another team still sees the tagger's names.
  expect((await facets(server.token, 'hook:asks')).find((item) => item.tag === 'asks')?.count).toBe(
    await total('hook:asks'),
  );
  const theirs = await facets(outsiderToken);
  expect(theirs.find((item) => item.family === 'hook' && item.tag === 'question')).toBeDefined();

  const [ad] = await server.db.query<{ id: number }>(
    "SELECT a.id FROM ads a JOIN ad_tags t ON t.ad_id = a.id WHERE a.platform = 'meta' AND t.family = 'hook' AND t.tag = 'question' ORDER BY a.id LIMIT 1",
  );
  expect(
    (await server.request('GET', `/v1/meta/ads/${ad?.id}`, { token: server.token })).status,
  ).toBe(200);
  const tags = await server.request('GET', `/v1/meta/ads/${ad?.id}/tags`, { token: server.token });
  const labels = successBodySchema(adTagsEndpoint.data).parse(tags.json).data.tags;
  expect(labels.find((tag) => tag.family === 'hook' && tag.tag === 'question')?.label).toBe('asks');
});

// The re-tag job itself, in this file to share its server (each file's server costs a copy).
describe('re-tag jobs', () => {
  async function tagSnapshot(): Promise<string[]> {
    const rows = await server.db.query<{ row: string }>(
      `SELECT ad_id || ' ' || family || ':' || tag || ' ' || rule || ' ' || evidence::text AS row
     FROM ad_tags ORDER BY ad_id, family, tag`,
    );
    return rows.map((row) => row.row);
  }

  test('a job that fails keeps the batches it committed and, run again, goes on from there', async () => {
    const before = await tagSnapshot();
    const ownerId = await demoId();
    const id = await queueRetagJob(server.db, ownerId, 2, new Date('2026-11-28T00:00:00Z'));
    const [{ n: total } = { n: 0 }] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ads',
    );
    expect(total).toBeGreaterThan(40);

    let batches = 0;
    const failOnThird: typeof adTagRows = (ads) => {
      batches += 1;
      if (batches === 3) throw new Error('the disk is full');
      return adTagRows(ads);
    };
    await expect(
      runRetagJob(server.db, id, { batchAds: 20, tagRows: failOnThird }),
    ).rejects.toThrow('the disk is full');
    expect(await latestRetagJob(server.db, ownerId)).toMatchObject({
      state: 'failed',
      done: 40,
      total,
      error: 'Stopped after 40 ads; it goes on from there when the server next starts',
    });
    // The failed batch rolled back whole: no ad lost its tags.
    expect(await tagSnapshot()).toEqual(before);

    const read: number[] = [];
    await runRetagJob(server.db, id, {
      batchAds: 20,
      tagRows: (ads) => {
        read.push(...ads.map((ad) => ad.id));
        return adTagRows(ads);
      },
    });
    expect(await latestRetagJob(server.db, ownerId)).toMatchObject({
      state: 'done',
      done: total,
      total,
      error: null,
    });
    expect(read).toHaveLength(total - 40);
    expect(await tagSnapshot()).toEqual(before);
  });

  test("an ad's tag keys, which the search reads, follow its re-tagged rows", async () => {
    // Ads whose keys (migration 0031) differ from their ad_tags rows, taken as sets.
    async function disagreeing(): Promise<number | undefined> {
      const [row] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ads a WHERE a.tag_keys IS DISTINCT FROM coalesce(
           (SELECT array_agg(t.family || ':' || t.tag ORDER BY t.family || ':' || t.tag COLLATE "C")
            FROM ad_tags t WHERE t.ad_id = a.id), '{}')`,
      );
      return row?.n;
    }
    const ownerId = await demoId();
    const at = new Date('2026-11-28T00:00:00Z');
    expect(await disagreeing()).toBe(0);
    // Searched in place: the API would answer from the totals it remembers, which a job run
    // outside the app's runner does not clear.
    const english = async () =>
      (
        await searchAds(server.db, {
          platform: 'meta',
          body: adSearchBodySchema.parse({ keyword: 'lang:en' }),
          userId: null,
        })
      ).total;
    const before = await english();
    expect(before).toBeGreaterThan(0);
    // Moved by a batch that changed keys, so that every server forgets its counts (search-counts.ts).
    const generation = async () =>
      Number(
        (
          await server.db.query<{ g: string }>(
            'SELECT generation::text AS g FROM search_data_generation',
          )
        )[0]?.g,
      );
    const first = await generation();

    const withoutLanguages = await queueRetagJob(server.db, ownerId, 5, at);
    await runRetagJob(server.db, withoutLanguages, {
      batchAds: 50,
      tagRows: (ads) => adTagRows(ads).filter((row) => row.family !== 'lang'),
    });
    expect(await disagreeing()).toBe(0);
    expect(await english()).toBe(0);
    const dropped = await generation();
    expect(dropped).toBeGreaterThan(first);

    const again = await queueRetagJob(server.db, ownerId, 6, at);
    await runRetagJob(server.db, again, { batchAds: 50 });
    expect(await disagreeing()).toBe(0);
    expect(await english()).toBe(before);
    const restored = await generation();
    expect(restored).toBeGreaterThan(dropped);

    // A pass that changes no ad's keys leaves the remembered counts standing.
    const unchanged = await queueRetagJob(server.db, ownerId, 7, at);
    await runRetagJob(server.db, unchanged, { batchAds: 50 });
    expect(await generation()).toBe(restored);
  });

  test('a change while a job still waits joins it rather than queueing a second pass', async () => {
    const ownerId = await demoId();
    const at = new Date('2026-11-28T00:00:00Z');
    const first = await queueRetagJob(server.db, ownerId, 3, at);
    expect(await queueRetagJob(server.db, ownerId, 4, at)).toBe(first);
    expect(await latestRetagJob(server.db, ownerId)).toMatchObject({
      id: first,
      state: 'queued',
      vocabulary_version: 4,
    });
  });
});
