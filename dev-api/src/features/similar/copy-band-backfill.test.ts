import { useTestServer } from '../../testing/use-test-server';
import { COPY_MINHASH_BANDS } from './copy-minhash';
import { backfillCopyBands } from './copy-band-backfill';
import { COPY_MINHASH_BAND_BASE } from './similarity-keys';

const server = useTestServer();

function copyBands() {
  return server.db.query<{ ad_id: number; band: number; value: number }>(
    'SELECT ad_id, band, value FROM ad_similarity_keys WHERE band >= $1 AND band < $2 ORDER BY ad_id, band',
    [COPY_MINHASH_BAND_BASE, COPY_MINHASH_BAND_BASE + COPY_MINHASH_BANDS],
  );
}

test('ads indexed before the copy MinHash bands get the bands a seed writes, once', async () => {
  const seeded = await copyBands();
  const [ads] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads');
  expect(seeded).toHaveLength(COPY_MINHASH_BANDS * (ads?.n ?? 0));

  // As a database indexed before decision 0081 stands, but for a few ads ingested since.
  const [{ id: firstIngested } = { id: 0 }] = await server.db.query<{ id: number }>(
    'SELECT id FROM ads ORDER BY id DESC OFFSET 3 LIMIT 1',
  );
  const [older] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ads WHERE id < $1',
    [firstIngested],
  );
  await server.db.query('DELETE FROM ad_similarity_keys WHERE band >= $1 AND ad_id < $2', [
    COPY_MINHASH_BAND_BASE,
    firstIngested,
  ]);

  const batches: number[] = [];
  const done = await backfillCopyBands(server.db, {
    batchAds: 50,
    onBatch: (count) => batches.push(count),
  });
  expect(done).toBe(older?.n);
  expect(batches[0]).toBe(50);
  expect(await copyBands()).toEqual(seeded);
  await expect(backfillCopyBands(server.db)).resolves.toBe(0);
});
