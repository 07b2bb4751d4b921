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
  return `p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`;
}

const STRATEGIES: SearchStrategy[] = ['separate', 'single'];
/** Requests in flight at once in the load phase (the front end fires several on a page). */
const CONCURRENCY = 8;

const dir = await mkdtemp(path.join(os.tmpdir(), 'adlens-bench-'));
const seedStart = performance.now();
const db = await createSeededDatabase(dir, { size: 'full' });
console.log(`seed (full, fresh folder): ${Math.round(performance.now() - seedStart)} ms`);
const apps = Object.fromEntries(
  STRATEGIES.map((strategy) => [strategy, createApp({ db, searchStrategy: strategy }).app]),
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

async function timedSearch(strategy: SearchStrategy, mix: (typeof MIXES)[number]) {
  const app = apps[strategy];
  if (!app) throw new Error(`no app for ${strategy}`);
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
    for (const strategy of STRATEGIES) {
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

// Sequential phase: the strategies alternate request by request, so both see the same conditions.
const sequential: Record<string, number[]> = { separate: [], single: [] };
console.log(`\nsequential, ${RUNS_PER_MIX} runs per mix and strategy`);
for (const mix of MIXES) {
  const times: Record<string, number[]> = { separate: [], single: [] };
  for (let run = 0; run < RUNS_PER_MIX; run++) {
    const order = run % 2 === 0 ? STRATEGIES : [...STRATEGIES].reverse();
    for (const strategy of order) times[strategy]?.push(await timedSearch(strategy, mix));
  }
  for (const strategy of STRATEGIES) sequential[strategy]?.push(...(times[strategy] ?? []));
  console.log(
    `  ${mix.name.padEnd(38)} before ${summary(times.separate ?? [])}   after ${summary(times.single ?? [])}`,
  );
}
for (const strategy of STRATEGIES)
  console.log(
    `  ALL ${strategy === 'separate' ? 'before (separate count, per-row EXISTS)' : 'after  (single statement, late row lookup)'} ${summary(sequential[strategy] ?? [])}`,
  );

// Load phase: CONCURRENCY requests in flight; each mix in turn, strategies alternating per batch.
const loaded: Record<string, number[]> = { separate: [], single: [] };
for (let round = 0; round < RUNS_PER_MIX / 4; round++) {
  for (const mix of MIXES) {
    const order = round % 2 === 0 ? STRATEGIES : [...STRATEGIES].reverse();
    for (const strategy of order) {
      const batch = await Promise.all(
        Array.from({ length: CONCURRENCY }, () => timedSearch(strategy, mix)),
      );
      loaded[strategy]?.push(...batch);
    }
  }
}
console.log(`\nunder load (${CONCURRENCY} concurrent requests)`);
for (const strategy of STRATEGIES)
  console.log(
    `  ${strategy === 'separate' ? 'before' : 'after '} ${summary(loaded[strategy] ?? [])} (${loaded[strategy]?.length ?? 0} requests; target p95 <= 50 ms)`,
  );

if (process.argv.includes('--explain')) await explain(db);
await db.close();
await rm(dir, { recursive: true, force: true });
