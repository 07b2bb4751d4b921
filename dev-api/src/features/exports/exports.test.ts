import {
  EXPORT_ROW_LIMIT_MESSAGE,
  adSearchEndpoint,
  createExportEndpoint,
  downloadsEndpoint,
  notificationsEndpoint,
  startDownloadEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { csvRecords } from '@adlens/shared-contracts/testing';
import { useTestServer } from '../../testing/use-test-server';
import { createExportJob } from './export-job';

// Small reading chunks, so that the tiny test seed's rows cross several of them.
const CHUNK = 8;
const server = useTestServer({ signIn: true, exportChunkRows: CHUNK });

const FILTERS = { sort: 'most_engagement' } as const;
const PER_PAGE = 10;

async function exportOf(body: unknown, token = server.token) {
  const created = okData(
    createExportEndpoint,
    await server.request('POST', '/v1/landing/download', { token, body }),
  );
  await server.exportsIdle();
  return created;
}

async function listedExport(id: number, token = server.token) {
  const list = okData(
    downloadsEndpoint,
    await server.request('GET', '/v1/landing/download?kind=export&per_page=100', { token }),
  );
  return list.items.find((item) => item.id === id);
}

/** Starts the download as the page does and follows its link as the browser does. */
async function fileOf(id: number, token = server.token) {
  const started = okData(
    startDownloadEndpoint,
    await server.request('POST', `/v1/landing/download/${id}`, { token }),
  );
  return server.raw(started.url.replace(/^\/api/, ''), {});
}

async function searchIds(pages: number) {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page <= pages; page += 1) {
    const data = okData(
      adSearchEndpoint,
      await server.request('POST', '/v1/meta/ads/search', {
        token: server.token,
        body: { ...FILTERS, page, per_page: PER_PAGE },
      }),
    );
    total = data.total;
    ids.push(...data.items.map((item) => item.id));
  }
  return { ids, total };
}

test('an export is queued at once, filled in the background, listed as ready and announced', async () => {
  const created = await exportOf({
    source: 'search',
    platform: 'meta',
    filters: FILTERS,
    max_rows: 12,
  });
  expect(created).toMatchObject({
    kind: 'export',
    platform: 'meta',
    title: 'Meta Ad Library search results',
  });
  expect(created.export?.status).toBe('queued');
  expect(created.id).toBeGreaterThan(1000);
  const listed = await listedExport(created.id);
  expect(listed?.export).toMatchObject({
    status: 'ready',
    rows_done: 12,
    rows_total: 12,
    error: null,
  });
  expect(listed?.size_bytes).toBeGreaterThan(0);
  const notes = okData(
    notificationsEndpoint,
    await server.request('GET', '/v1/notifications', { token: server.token }),
  );
  expect(notes.items[0]).toMatchObject({
    title: 'Your export is ready',
    type: 'success',
    link: '/downloads?kind=export',
  });
});

test('the CSV holds the rows the search pages show, in their order, up to the rows asked for', async () => {
  // 30 rows cross the reading chunks and stop inside one of them.
  const created = await exportOf({
    source: 'search',
    platform: 'meta',
    filters: FILTERS,
    max_rows: 30,
  });
  const file = await fileOf(created.id);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(file.headers.get('content-disposition')).toBe(
    `attachment; filename="${created.file_name}"`,
  );
  expect(created.file_name).toMatch(/^adlens-meta-search-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
  const records = csvRecords(await file.text());
  const { ids, total } = await searchIds(3);
  expect(total).toBeGreaterThan(30);
  expect(records.map((record) => Number(record.id))).toEqual(ids);
  const listed = await listedExport(created.id);
  expect(listed?.export).toMatchObject({ rows_total: 30, rows_matched: total });
});

test('the JSON file is served as JSON under its name', async () => {
  const created = await exportOf({
    source: 'search',
    platform: 'meta',
    filters: FILTERS,
    format: 'json',
    max_rows: 5,
  });
  const file = await fileOf(created.id);
  expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(file.headers.get('content-disposition')).toContain('.json"');
  const { ids } = await searchIds(1);
  const parsed = (await file.json()) as { rows: { id: number }[] };
  expect(parsed.rows.map((row) => row.id)).toEqual(ids.slice(0, 5));
});

test('cells a spreadsheet would run are neutralised in the file', async () => {
  const [ad] = await server.db.query<{ id: number; owner_id: number }>(
    "SELECT id, owner_id FROM ads WHERE platform = 'meta' ORDER BY id LIMIT 1",
  );
  if (!ad) throw new Error('no meta ad');
  await server.db.query(
    `UPDATE ads SET title = '=HYPERLINK("http://evil.example","x")', body = '+1 call now', cta = '@SUM(1)' WHERE id = $1`,
    [ad.id],
  );
  const created = await exportOf({
    source: 'owner',
    platform: 'meta',
    owner_id: ad.owner_id,
    filters: { sort: 'newest' },
  });
  const records = csvRecords(await (await fileOf(created.id)).text());
  const record = records.find((row) => Number(row.id) === ad.id);
  expect(record).toMatchObject({
    title: '\'=HYPERLINK("http://evil.example","x")',
    text: "'+1 call now",
    cta: "'@SUM(1)",
  });
  expect(records.every((row) => Number(row.owner_id) === ad.owner_id)).toBe(true);
});

test('bookmarks export the ads the bookmarks page lists', async () => {
  const ads = await server.db.query<{ id: number }>(
    "SELECT id FROM ads WHERE platform = 'meta' ORDER BY id DESC LIMIT 3",
  );
  for (const ad of ads) {
    await server.request('POST', `/v1/meta/ads/bookmark/${ad.id}`, { token: server.token });
  }
  const page = await server.request('GET', '/v1/bookmark/collections/platform/meta?per_page=100', {
    token: server.token,
  });
  const pageIds = (page.json as { data: { ads: { items: { id: number }[] } } }).data.ads.items.map(
    (item) => item.id,
  );
  const created = await exportOf({ source: 'bookmarks', platform: 'meta' });
  const records = csvRecords(await (await fileOf(created.id)).text());
  expect(records.map((record) => Number(record.id))).toEqual(pageIds);
  expect(pageIds).toEqual(expect.arrayContaining(ads.map((ad) => ad.id)));
});

test('bad exports are refused with the error meta', async () => {
  const post = (body: unknown) =>
    server.request('POST', '/v1/landing/download', { token: server.token, body });
  expect(
    errorOf(await post({ source: 'search', platform: 'meta', filters: {}, max_rows: 5001 })),
  ).toMatchObject({
    status: 422,
    action: 'INLINE',
    field: 'max_rows',
    message: EXPORT_ROW_LIMIT_MESSAGE,
  });
  expect(
    errorOf(await post({ source: 'search', platform: 'meta', filters: { colour: 'red' } })),
  ).toMatchObject({ status: 422, action: 'INLINE', field: 'filters' });
  expect(errorOf(await post({ source: 'everything', platform: 'meta' }))).toMatchObject({
    status: 422,
  });
  expect(errorOf(await post({ source: 'search', platform: 'myspace', filters: {} }))).toMatchObject(
    { status: 422, field: 'platform' },
  );
});

test('a free plan cannot export, another user sees and downloads none of mine', async () => {
  const free = await server.login('free@adlens.test');
  expect(
    errorOf(
      await server.request('POST', '/v1/landing/download', {
        token: free,
        body: { source: 'search', platform: 'meta', filters: {} },
      }),
    ),
  ).toMatchObject({ status: 402, code: 402 });
  const mine = await exportOf({ source: 'search', platform: 'meta', filters: {}, max_rows: 3 });
  const other = await server.login('nocredits@adlens.test');
  expect(await listedExport(mine.id, other)).toBeUndefined();
  expect(
    errorOf(await server.request('POST', `/v1/landing/download/${mine.id}`, { token: other })),
  ).toMatchObject({ status: 404 });
});

test('an export not written yet cannot be downloaded, and a stopped one is taken up again', async () => {
  const [user] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  if (!user) throw new Error('no demo user');
  // A job recorded by a process that stopped before running it.
  const id = await createExportJob(
    server.db,
    user.id,
    { source: 'search', platform: 'meta', filters: { sort: 'newest' }, format: 'csv', max_rows: 2 },
    server.clock.now,
  );
  expect(
    errorOf(await server.request('POST', `/v1/landing/download/${id}`, { token: server.token })),
  ).toMatchObject({ status: 409, message: 'This export is not ready yet' });
  expect((await listedExport(id))?.export?.status).toBe('queued');
  await server.exportsIdle();
  expect((await listedExport(id))?.export).toMatchObject({ status: 'ready', rows_total: 2 });
  expect((await fileOf(id)).status).toBe(200);
});

test('the file link lapses after five minutes like any download link', async () => {
  const created = await exportOf({ source: 'search', platform: 'meta', filters: {}, max_rows: 1 });
  const started = okData(
    startDownloadEndpoint,
    await server.request('POST', `/v1/landing/download/${created.id}`, { token: server.token }),
  );
  const at = server.clock.now;
  server.clock.now = new Date(at.getTime() + 6 * 60_000);
  expect((await server.raw(started.url.replace(/^\/api/, ''), {})).status).toBe(404);
  server.clock.now = at;
});
