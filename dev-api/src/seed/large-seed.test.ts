import { createHash } from 'node:crypto';
import { readConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { generateCatalog, seedDatabase } from './seed';
import { SEED_COUNTS, SEED_SIZES, parseSeedSize } from './seed-size';
import type { SeedCounts } from './seed-size';

/** The large seed's proportions at a size a unit test can afford. */
const REDUCED: SeedCounts = {
  ads: SEED_COUNTS.large.ads / 500,
  owners: SEED_COUNTS.large.owners / 500,
  domains: SEED_COUNTS.large.domains / 500,
};
/** Three embedded databases migrated and seeded: slow on a busy machine, whatever the code does. */
const SEEDING_TIMEOUT_MS = 240_000;
const SEED_DAY = new Date('2026-03-04T00:00:00.000Z');
const EDGE_ROWS = 40;

function digest(rows: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/** Hashes of the first and last rows of the generated ads, and all publishers' count. */
function generatedEdges(batchRows: number) {
  const ads = [];
  let publishers = 0;
  for (const batch of generateCatalog(REDUCED, SEED_DAY, batchRows).ads) {
    ads.push(...batch.ads);
    publishers += batch.publishers.length;
  }
  return {
    count: ads.length,
    first: digest(ads.slice(0, EDGE_ROWS)),
    last: digest(ads.slice(-EDGE_ROWS)),
    publishers,
  };
}

describe('seed size', () => {
  test('names every size and rejects anything else', () => {
    for (const size of SEED_SIZES) expect(parseSeedSize(size)).toBe(size);
    for (const bad of ['', 'huge', 'LARGE', ' large', '500000', 'full,large'])
      expect(() => parseSeedSize(bad)).toThrow(/unknown seed size/);
  });

  test('DEV_API_SEED_SIZE takes large, defaults to full and refuses unknown sizes', () => {
    expect(readConfig({ DEV_API_SEED_SIZE: 'large' }).seedSize).toBe('large');
    expect(readConfig({}).seedSize).toBe('full');
    expect(() => readConfig({ DEV_API_SEED_SIZE: 'huge' })).toThrow();
    expect(() => readConfig({ DEV_API_SEED_SIZE: '500k' })).toThrow();
  });

  test('the large seed holds 500,000 ads', () => {
    expect(SEED_COUNTS.large.ads).toBe(500_000);
  });
});

describe('generated catalog', () => {
  test('the same counts and day give the same ads, whatever the batch size', () => {
    const once = generatedEdges(5_000);
    expect(once.count).toBe(REDUCED.ads);
    expect(generatedEdges(5_000)).toEqual(once);
    expect(generatedEdges(7)).toEqual(once);
  });
});

async function seeded(batchRows: number): Promise<Database> {
  const db = await openPgliteDatabase();
  await migrate(db);
  await seedDatabase(db, REDUCED, SEED_DAY, batchRows);
  return db;
}

/** md5 of the first and last rows of a table as stored, by primary key. */
async function storedEdges(db: Database, table: string, key: string) {
  const [row] = await db.query<{ total: number; first: string; last: string }>(
    `SELECT (SELECT count(*)::int FROM ${table}) AS total,
       (SELECT md5(string_agg(t::text, '|' ORDER BY ${key})) FROM
          (SELECT * FROM ${table} ORDER BY ${key} LIMIT ${EDGE_ROWS}) t) AS first,
       (SELECT md5(string_agg(t::text, '|' ORDER BY ${key})) FROM
          (SELECT * FROM ${table} ORDER BY ${key} DESC LIMIT ${EDGE_ROWS}) t) AS last`,
  );
  return row;
}

async function indexDefinitions(db: Database): Promise<string[]> {
  const rows = await db.query<{ indexdef: string }>(
    "SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
  );
  return rows.map((row) => row.indexdef);
}

test(
  'the seed stores the same rows in batches of any size, keeps every index and leaves the ads all-visible',
  async () => {
    const migrated = await openPgliteDatabase();
    const big = await seeded(5_000);
    const small = await seeded(333);
    try {
      await migrate(migrated);
      for (const [table, key] of [
        ['ads', 'id'],
        ['ad_publishers', 'ad_id, site'],
        ['collection_ads', 'collection_id, ad_id'],
      ] as const) {
        const edges = await storedEdges(big, table, key);
        expect(edges?.total).toBeGreaterThan(0);
        expect(await storedEdges(small, table, key)).toEqual(edges);
      }
      expect((await storedEdges(big, 'ads', 'id'))?.total).toBe(REDUCED.ads);
      // The load drops the search indexes and builds them again: the schema ends as migrated.
      const expected = await indexDefinitions(migrated);
      expect(expected.some((definition) => definition.includes('gin_trgm_ops'))).toBe(true);
      expect(await indexDefinitions(big)).toEqual(expected);
      // The seed's VACUUM: counts are index-only scans from the start (PGlite has no autovacuum).
      const [ads] = await big.query<{ pages: number; visible: number }>(
        "SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'ads'",
      );
      expect(ads?.pages).toBeGreaterThan(0);
      expect(ads?.visible).toBe(ads?.pages);
    } finally {
      await Promise.all([migrated.close(), big.close(), small.close()]);
    }
  },
  SEEDING_TIMEOUT_MS,
);
