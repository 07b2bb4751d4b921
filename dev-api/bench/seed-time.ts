// `tsx bench/seed-time.ts [size]`: seconds to create, migrate and seed a PGlite database, the
// figure decision 0062 reports before and after tagging joined the seed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSeededDatabase } from '../src/db/create-database';
import { parseSeedSize } from '../src/seed/seed-size';

const size = parseSeedSize(process.argv[2] ?? 'full');
const dir = await mkdtemp(join(tmpdir(), 'adlens-seed-time-'));
const started = performance.now();
const db = await createSeededDatabase(join(dir, 'db'), { size });
const seconds = (performance.now() - started) / 1000;
await db.close();
await rm(dir, { recursive: true, force: true });
console.log(`seed ${size}: ${seconds.toFixed(1)} s`);
