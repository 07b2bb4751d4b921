import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
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

const dir = await mkdtemp(path.join(os.tmpdir(), 'adlens-bench-'));
const seedStart = performance.now();
const db = await createSeededDatabase(dir, { size: 'full' });
console.log(`seed (full, fresh folder): ${Math.round(performance.now() - seedStart)} ms`);
const { app } = createApp({ db });
const login = await app.request('/v1/auth/login', {
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
const all: number[] = [];
for (const mix of MIXES) {
  const times: number[] = [];
  for (let run = 0; run < RUNS_PER_MIX; run++) {
    const started = performance.now();
    const response = await app.request(`/v1/${mix.platform}/ads/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(mix.body),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`${mix.name}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${mix.name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `ALL (${all.length} requests)${' '.repeat(22)} p50 ${percentile(all, 50).toFixed(1)} ms  p95 ${percentile(all, 95).toFixed(1)} ms (target p95 <= 50 ms)`,
);
await db.close();
await rm(dir, { recursive: true, force: true });
