import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { createSeededDatabase } from '../src/db/create-database';

/** Queries a user types, one character at a time: every prefix of these words is timed. */
const WORDS = ['nova', 'shop', 'bright', 'x', 'zzz', 'golden', 'eco'];
const PLATFORMS = ['meta', 'tiktok', 'native', 'youtube'];
const RUNS = 20;

const dir = await mkdtemp(path.join(os.tmpdir(), 'adlens-suggest-'));
const db = await createSeededDatabase(dir, { size: 'full' });
// A benchmark calls far faster than a person: the general rate limit would stop it.
const { app } = createApp({ db, settings: { rateLimitPerMinute: 0 } });
const login = await app.request('/v1/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@adlens.test', password: 'adlens-demo' }),
});
const loginBody = (await login.json()) as { data?: { token?: string } };
const token = loginBody.data?.token ?? '';

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  for (const platform of PLATFORMS) {
    for (const word of WORDS) {
      for (let length = 1; length <= word.length; length++) {
        const started = performance.now();
        const response = await app.request(
          `/v1/${platform}/ads/suggestions?q=${encodeURIComponent(word.slice(0, length))}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        await response.text();
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        if (run > 0) times.push(performance.now() - started);
      }
    }
  }
}
const sorted = times.sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
console.log(
  `suggestions, full seed, ${sorted.length} requests: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
);
await db.close();
await rm(dir, { recursive: true, force: true });
