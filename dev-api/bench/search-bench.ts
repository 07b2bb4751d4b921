import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { type SearchStrategy, searchStatements } from '../src/features/ads/search-ads';
import { adSearchBodySchema, platformSchema } from '@adlens/shared-contracts';
import { createSeededDatabase } from '../src/db/create-database';

const RUNS_PER_MIX = 40;

const MIXES: { name: string; platform: string; body: object }[] = [
  { name: 'newest, no filter', platform: 'meta', body: {} },
  { name: 'keyword + newest', platform: 'facebook', body: { keyword: 'shoes' } },
  {
    name: 'keyword + most relevant',
    platform: 'tiktok',
    body: { keyword: 'running', sort: 'most_relevant' },
  },
  {
    name: 'countries + status + cta',
    platform: 'meta',
    body: { countries: ['Tier 1'], status: 'active', ctas: ['Shop Now', 'Learn More'] },
  },
  {
    name: 'engagement range + most engagement',
    platform: 'tiktok',
    body: { engagement: { plays: { min: 100000 } }, sort: 'most_engagement' },
  },
  {
    name: 'native publishers + networks',
    platform: 'native',
    body: { publishers: ['dailynewsnow.com'], networks: ['Taboola'], sort: 'most_seen' },
  },
  {
    name: 'landing tech + days running',
    platform: 'facebook',
    body: { ecommerce_platforms: ['Shopify'], days_running: { min: 30 }, sort: 'longest_running' },
  },
  { name: 'dates + page 5', platform: 'x', body: { first_seen: { from: '2024-01-01' }, page: 5 } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1).padStart(6)} / ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`;
}

interface Variant {
  name: string;
  label: string;
  strategy: SearchStrategy;
  totalsCacheSize: number;
}

/** Before: the window-count plan; after: the counted plan, cold (no totals kept) and as served. */
const VARIANTS: Variant[] = [
  { name: 'before', label: 'window count (single)', strategy: 'single', totalsCacheSize: 0 },
  {
    name: 'cold',
    label: 'count subquery, no totals kept',
    strategy: 'counted',
    totalsCacheSize: 0,
  },
  {
    name: 'after',
    label: 'count subquery + totals LRU',
    strategy: 'counted',
    totalsCacheSize: 2000,
  },
];
/** Requests in flight at once in the load phase (the front end fires several on a page). */
const CONCURRENCY = 8;

const dir = await mkdtemp(path.join(os.tmpdir(), 'adlens-bench-'));
const seedStart = performance.now();
const db = await createSeededDatabase(dir, { size: 'full' });
console.log(`seed (full, fresh folder): ${Math.round(performance.now() - seedStart)} ms`);
const apps = new Map(
  VARIANTS.map((variant) => [
    variant.name,
    createApp({
      db,
      // A benchmark calls far faster than a person: the general rate limit would stop it.
      settings: { rateLimitPerMinute: 0 },
      searchStrategy: variant.strategy,
      searchTotalsCacheSize: variant.totalsCacheSize,
    }).app,
  ]),
);
const login = await createApp({ db }).app.request('/v1/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@adlens.test', password: 'adlens-demo' }),
});
const loginBody: unknown = await login.json();
const token =
  typeof loginBody === 'object' &&
  loginBody &&
  'data' in loginBody &&
  typeof loginBody.data === 'object' &&
  loginBody.data &&
  'token' in loginBody.data
    ? String(loginBody.data.token)
    : '';

async function timedSearch(variant: Variant, mix: (typeof MIXES)[number]) {
  const app = apps.get(variant.name);
  if (!app) throw new Error(`no app for ${variant.name}`);
  const started = performance.now();
  const response = await app.request(`/v1/${mix.platform}/ads/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(mix.body),
  });
  await response.text();
  if (response.status !== 200) throw new Error(`${mix.name}: HTTP ${response.status}`);
  return performance.now() - started;
}

async function explain(database: Database) {
  console.log('\nEXPLAIN ANALYZE (execution time per statement)');
  for (const mix of MIXES) {
    for (const strategy of ['single', 'counted'] as const) {
      const input = {
        platform: platformSchema.parse(mix.platform),
        body: adSearchBodySchema.parse(mix.body),
        userId: 1,
      };
      const times = [];
      for (const statement of searchStatements(input, strategy)) {
        const plan = await database.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, FORMAT TEXT) ${statement.sql}`,
          statement.params,
        );
        const last = plan
          .map((row) => row['QUERY PLAN'])
          .find((line) => line.startsWith('Execution Time'));
        times.push(last?.replace('Execution Time: ', '') ?? '?');
      }
      console.log(`  ${mix.name.padEnd(38)} ${strategy.padEnd(9)} ${times.join(' + ')}`);
    }
  }
}

/** Each variant in turn, the order rotating per run so all see the same conditions. */
function rotated(run: number): Variant[] {
  const shift = run % VARIANTS.length;
  return [...VARIANTS.slice(shift), ...VARIANTS.slice(0, shift)];
}

function record(target: Map<string, number[]>, name: string, times: number[]) {
  target.set(name, [...(target.get(name) ?? []), ...times]);
}

const sequential = new Map<string, number[]>();
console.log(`\nsequential, ${RUNS_PER_MIX} runs per mix and variant (p50 / p95)`);
console.log(`  ${''.padEnd(36)} ${VARIANTS.map((variant) => variant.name.padEnd(26)).join('')}`);
for (const mix of MIXES) {
  const times = new Map<string, number[]>();
  for (let run = 0; run < RUNS_PER_MIX; run++) {
    for (const variant of rotated(run))
      record(times, variant.name, [await timedSearch(variant, mix)]);
  }
  for (const [name, list] of times) record(sequential, name, list);
  console.log(
    `  ${mix.name.padEnd(36)} ${VARIANTS.map((variant) => summary(times.get(variant.name) ?? []).padEnd(26)).join('')}`,
  );
}
console.log(
  `  ${'ALL'.padEnd(36)} ${VARIANTS.map((variant) => summary(sequential.get(variant.name) ?? []).padEnd(26)).join('')}`,
);

// Load phase: CONCURRENCY requests in flight; each mix in turn, variants rotating per batch.
const loaded = new Map<string, number[]>();
for (let round = 0; round < RUNS_PER_MIX / 4; round++) {
  for (const mix of MIXES) {
    for (const variant of rotated(round)) {
      const batch = await Promise.all(
        Array.from({ length: CONCURRENCY }, () => timedSearch(variant, mix)),
      );
      record(loaded, variant.name, batch);
    }
  }
}
console.log(`\nunder load (${CONCURRENCY} concurrent requests; target p95 <= 50 ms)`);
for (const variant of VARIANTS)
  console.log(
    `  ${variant.name.padEnd(7)} ${variant.label.padEnd(34)} ${summary(loaded.get(variant.name) ?? [])} (${loaded.get(variant.name)?.length ?? 0} requests)`,
  );

if (process.argv.includes('--explain')) await explain(db);
await db.close();
await rm(dir, { recursive: true, force: true });
