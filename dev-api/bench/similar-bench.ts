// `pnpm bench similar [size]` (issue 39, decision 0066): "more like this" scored against the seed's
// hidden look-alike families: precision@10 (target 0.9) and the latency of each request (p50/p95,
// in process, one at a time) on a fresh PGlite database of the given seed size (default small).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSeededDatabase } from '../src/db/create-database';
import { measureSimilarity } from '../src/features/similar/similar-quality';
import { parseSeedSize } from '../src/seed/seed-size';

const TARGET_PRECISION = 0.9;
const size = parseSeedSize(process.argv[2] ?? 'small');

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const dir = await mkdtemp(path.join(tmpdir(), 'adlens-similar-bench-'));
try {
  const seeding = performance.now();
  const db = await createSeededDatabase(dir, { size, seedDay: new Date('2026-11-01T00:00:00Z') });
  const seeded = (performance.now() - seeding) / 1000;
  const [user] = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  const quality = await measureSimilarity(db, { userId: user?.id ?? 0 });
  const verdict = quality.precisionAt10 >= TARGET_PRECISION ? 'meets' : 'BELOW';
  console.log(`similar ads on the ${size} seed (PGlite, seeded in ${seeded.toFixed(1)} s)`);
  console.log(`  family members asked: ${quality.queries}`);
  console.log(
    `  precision@10: ${quality.precisionAt10.toFixed(3)} (target ${TARGET_PRECISION}: ${verdict})`,
  );
  console.log(
    `  every reachable family member in the ten: ${(quality.fullRecall * 100).toFixed(1)}%`,
  );
  console.log(
    `  latency per request: p50 ${percentile(quality.latenciesMs, 0.5).toFixed(1)} ms, p95 ${percentile(quality.latenciesMs, 0.95).toFixed(1)} ms (one in flight; note the machine's load)`,
  );
  await db.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
