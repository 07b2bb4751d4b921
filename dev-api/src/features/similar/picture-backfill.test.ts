import { useTestServer } from '../../testing/use-test-server';
import { backfillPictureColours } from './picture-backfill';
import { BANDS, PICTURE_BAND_BASE } from './similarity-keys';

const server = useTestServer();

async function pictures() {
  const colours = await server.db.query<{ ad_id: number; colour: number | null }>(
    'SELECT ad_id, colour FROM ad_image_fingerprints ORDER BY ad_id',
  );
  const keys = await server.db.query<{ ad_id: number; band: number; value: number }>(
    'SELECT ad_id, band, value FROM ad_similarity_keys WHERE band >= $1 AND band < $2 ORDER BY ad_id, band',
    [PICTURE_BAND_BASE, PICTURE_BAND_BASE + BANDS],
  );
  return { colours, keys };
}

test('a database fingerprinted before colours gets the colours and picture bands a seed writes', async () => {
  const seeded = await pictures();
  expect(seeded.colours.length).toBeGreaterThan(0);
  expect(seeded.colours.every((row) => row.colour !== null)).toBe(true);
  expect(seeded.keys).toHaveLength(4 * seeded.colours.length);

  // As migration 0035 leaves a database seeded before it.
  await server.db.exec('UPDATE ad_image_fingerprints SET colour = NULL');
  await server.db.query('DELETE FROM ad_similarity_keys WHERE band >= $1 AND band < $2', [
    PICTURE_BAND_BASE,
    PICTURE_BAND_BASE + BANDS,
  ]);

  const batches: number[] = [];
  const done = await backfillPictureColours(server.db, {
    batchAds: 7,
    onBatch: (count) => batches.push(count),
  });
  expect(done).toBe(seeded.colours.length);
  expect(batches[0]).toBe(7);
  expect(await pictures()).toEqual(seeded);
  // Nothing left to read: a second run changes nothing.
  await expect(backfillPictureColours(server.db)).resolves.toBe(0);
});
