import { useTestServer } from '../../testing/use-test-server';
import {
  backfillSimilarityIndex,
  dueBackfillSteps,
  startSimilarityBackfill,
} from './similarity-backfill';
import { BANDS, COPY_MINHASH_BAND_BASE, PICTURE_BAND_BASE } from './similarity-keys';

const server = useTestServer();

/** What the two steps write: colours, picture bands and the copy's MinHash bands. */
async function backfilledRows() {
  const colours = await server.db.query<{ ad_id: number; colour: number | null }>(
    'SELECT ad_id, colour FROM ad_image_fingerprints ORDER BY ad_id',
  );
  const keys = await server.db.query<{ ad_id: number; band: number; value: number }>(
    `SELECT ad_id, band, value FROM ad_similarity_keys
      WHERE band >= $1 ORDER BY ad_id, band`,
    [PICTURE_BAND_BASE],
  );
  return { colours, keys };
}

/** The database as migration 0036 leaves one indexed before decision 0080, but for the newest ads. */
async function asIndexedBefore(): Promise<void> {
  const [newest] = await server.db.query<{ id: number }>(
    'SELECT id FROM ads ORDER BY id DESC OFFSET 3 LIMIT 1',
  );
  const before = newest?.id ?? 0;
  await server.db.query('UPDATE ad_image_fingerprints SET colour = NULL WHERE ad_id < $1', [
    before,
  ]);
  await server.db.query('DELETE FROM ad_similarity_keys WHERE band >= $1 AND ad_id < $2', [
    PICTURE_BAND_BASE,
    before,
  ]);
  await server.db.exec(
    "INSERT INTO similarity_backfill_due VALUES ('picture-colours'), ('copy-minhash-bands')",
  );
}

test('a seeded database has no backfill due, and every ad has its bands', async () => {
  await expect(dueBackfillSteps(server.db)).resolves.toEqual([]);
  const seeded = await backfilledRows();
  const [ads] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads');
  const minhash = seeded.keys.filter((key) => key.band >= COPY_MINHASH_BAND_BASE);
  expect(minhash).toHaveLength(6 * (ads?.n ?? 0));
  expect(seeded.keys.length - minhash.length).toBe(BANDS * seeded.colours.length);
  expect(seeded.colours.every((row) => row.colour !== null)).toBe(true);
});

test('a database indexed before gets exactly what a seed writes, and nothing is due after', async () => {
  const seeded = await backfilledRows();
  await asIndexedBefore();
  expect(await dueBackfillSteps(server.db)).toEqual(['picture-colours', 'copy-minhash-bands']);

  const reports = await backfillSimilarityIndex(server.db);
  expect(reports.map((report) => report.read)).toEqual([
    'pictures given their colour',
    'copies given their MinHash bands',
  ]);
  expect(reports.every((report) => report.rows > 0)).toBe(true);
  expect(await backfilledRows()).toEqual(seeded);
  await expect(dueBackfillSteps(server.db)).resolves.toEqual([]);
  await expect(backfillSimilarityIndex(server.db)).resolves.toEqual([]);
});

test('a backfill stopped between batches stays due, and the next run goes on to the end', async () => {
  const seeded = await backfilledRows();
  await asIndexedBefore();
  let batches = 0;
  const stopped = await backfillSimilarityIndex(server.db, {
    shouldStop: () => batches >= 1,
    onBatch: () => {
      batches++;
    },
  });
  expect(stopped).toEqual([]);
  expect(batches).toBe(1);
  expect(await dueBackfillSteps(server.db)).toEqual(['picture-colours', 'copy-minhash-bands']);
  // The MinHash step, behind the stopped one, has not begun.
  const partial = await backfilledRows();
  expect(partial.keys.filter((key) => key.band >= COPY_MINHASH_BAND_BASE).length).toBeLessThan(
    seeded.keys.filter((key) => key.band >= COPY_MINHASH_BAND_BASE).length,
  );

  await backfillSimilarityIndex(server.db);
  expect(await backfilledRows()).toEqual(seeded);
  await expect(dueBackfillSteps(server.db)).resolves.toEqual([]);
});

test('a server starts the backfill beside its requests and its stop waits for the batch', async () => {
  const seeded = await backfilledRows();
  await asIndexedBefore();
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const stop = startSimilarityBackfill(server.db);
    for (let tries = 0; tries < 600 && (await dueBackfillSteps(server.db)).length > 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    expect(await backfilledRows()).toEqual(seeded);
    expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(/^dev-api: \d+ copies given their MinHash bands in/),
    );
  } finally {
    log.mockRestore();
  }
});
