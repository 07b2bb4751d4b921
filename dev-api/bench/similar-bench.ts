// `pnpm bench similar [size]` (issue 39, decision 0066): "more like this" scored against the seed's
// hidden look-alike families: precision@10 (target 0.9) and the latency of each request (p50/p95,
// in process, one at a time) on a fresh PGlite database of the given seed size (default small).
// `pnpm bench similar --database-url URL [--limit N]` reads a database seeded before instead, such
// as the 500,000-ad PostgreSQL database `pnpm bench api --postgres` keeps, asking N family members
// spread evenly over the seed (the first N alone would meet only its early, emptier buckets).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSeededDatabase } from '../src/db/create-database';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { measureSimilarity } from '../src/features/similar/similar-quality';
import { parseSeedSize } from '../src/seed/seed-size';

const TARGET_PRECISION = 0.9;
const TARGET_P95_MS = 100;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'database-url': { type: 'string' }, limit: { type: 'string' } },
});
const limit = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
if (!(limit > 0)) throw new RangeError('--limit takes a positive number of family members');

function percentile(numbers: readonly number[], share: number): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

async function report(db: Database, label: string) {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  const quality = await measureSimilarity(db, { userId: user?.id ?? 0, limit });
  const verdict = quality.precisionAt10 >= TARGET_PRECISION ? 'meets' : 'BELOW';
  const p95 = percentile(quality.latenciesMs, 0.95);
  console.log(`similar ads on ${label}`);
  console.log(`  family members asked: ${quality.queries}`);
  console.log(
    `  precision@10: ${quality.precisionAt10.toFixed(3)} (target ${TARGET_PRECISION}: ${verdict})`,
  );
  console.log(
    `  every reachable family member in the ten: ${(quality.fullRecall * 100).toFixed(1)}%`,
  );
  console.log(
    `  latency per request: p50 ${percentile(quality.latenciesMs, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'meets' : 'MISSED'}; one in flight; note the machine's load)`,
  );
}

const databaseUrl = values['database-url'];
if (databaseUrl) {
  const db = await openDatabase({ databaseUrl });
  try {
    const [ads] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads');
    await report(db, `a kept PostgreSQL seed of ${(ads?.n ?? 0).toLocaleString('en-US')} ads`);
  } finally {
    await db.close();
  }
} else {
  const size = parseSeedSize(positionals[0] ?? 'small');
  const dir = await mkdtemp(path.join(tmpdir(), 'adlens-similar-bench-'));
  try {
    const seeding = performance.now();
    const db = await createSeededDatabase(dir, {
      size,
      seedDay: new Date('2026-11-01T00:00:00Z'),
    });
    const seeded = (performance.now() - seeding) / 1000;
    await report(db, `the ${size} seed (PGlite, seeded in ${seeded.toFixed(1)} s)`);
    await db.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
