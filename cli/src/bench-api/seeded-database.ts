// The bench's databases are kept between runs (seeding 500,000 ads takes minutes): one is seeded
// again only when it does not hold the seed of the size asked for, or when --reseed says so.
import { SEED_COUNTS, type SeedSize, createSeededDatabase, openDatabase } from '@adlens/dev-api';

export type SeedTarget = { dataDir: string } | { databaseUrl: string };

async function holdsSeed(target: SeedTarget, size: SeedSize): Promise<boolean> {
  const db = await openDatabase(target);
  try {
    const [row] = await db.query<{ ads: number; seeded: number }>(
      'SELECT (SELECT count(*)::int FROM ads) AS ads, (SELECT count(*)::int FROM seed_info) AS seeded',
    );
    return row?.ads === SEED_COUNTS[size].ads && row.seeded === 1;
  } catch {
    return false;
  } finally {
    await db.close();
  }
}

/** Seeds `target` with `size` unless it holds that seed already; how long seeding took. */
export async function ensureSeeded(
  target: SeedTarget,
  size: SeedSize,
  reseed: boolean,
): Promise<{ reused: boolean; ms: number }> {
  if (!reseed && (await holdsSeed(target, size))) return { reused: true, ms: 0 };
  const started = performance.now();
  const db = await createSeededDatabase('dataDir' in target ? target.dataDir : '', {
    size,
    ...('databaseUrl' in target ? { databaseUrl: target.databaseUrl } : {}),
  });
  await db.close();
  return { reused: false, ms: performance.now() - started };
}
