import { adSuggestionsEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { useTestServer } from '../../testing/use-test-server';
import { likePrefix } from '../../db/like-pattern';
import { SUGGESTIONS_PER_KIND } from './ad-suggestions';

const server = useTestServer({ signIn: true });

async function suggest(platform: string, q: string) {
  const response = await server.request(
    'GET',
    `/v1/${platform}/ads/suggestions?q=${encodeURIComponent(q)}`,
    { token: server.token },
  );
  return { status: response.status, json: response.json };
}

test('one character answers advertisers, domains and keywords of the platform that start with it', async () => {
  const [owner] = await server.db.query<{ name: string }>(
    "SELECT name FROM owners WHERE platform = 'meta' ORDER BY id LIMIT 1",
  );
  const first = owner?.name.charAt(0) ?? 'a';
  const { status, json } = await suggest('meta', first);
  expect(status).toBe(200);
  const { items } = successBodySchema(adSuggestionsEndpoint.data).parse(json).data;
  const kinds = new Set(items.map((item) => item.kind));
  expect(kinds.has('advertiser')).toBe(true);
  for (const item of items) {
    expect(item.label.toLowerCase().startsWith(first.toLowerCase())).toBe(true);
    expect(item.id === null).toBe(item.kind === 'keyword');
  }
  for (const kind of kinds) {
    expect(items.filter((item) => item.kind === kind).length).toBeLessThanOrEqual(
      SUGGESTIONS_PER_KIND,
    );
  }
});

test('advertisers are those of the asked platform', async () => {
  const { json } = await suggest('tiktok', 'a');
  const { items } = successBodySchema(adSuggestionsEndpoint.data).parse(json).data;
  const ids = items.filter((item) => item.kind === 'advertiser').map((item) => item.id);
  const rows = await server.db.query<{ platform: string }>(
    'SELECT platform FROM owners WHERE id = ANY($1::int[])',
    [ids],
  );
  expect(rows.every((row) => row.platform === 'tiktok')).toBe(true);
});

test('a text nothing starts with answers an empty list', async () => {
  const { json } = await suggest('meta', 'zzqqxx');
  expect(successBodySchema(adSuggestionsEndpoint.data).parse(json).data.items).toEqual([]);
});

test('LIKE wildcards in the text match literally', async () => {
  expect(likePrefix('50%_a\\')).toBe('50\\%\\_a\\\\%');
  const { json } = await suggest('meta', '%');
  expect(successBodySchema(adSuggestionsEndpoint.data).parse(json).data.items).toEqual([]);
});

test('an empty text is refused', async () => {
  const { status } = await suggest('meta', ' ');
  expect(status).toBe(400);
});
