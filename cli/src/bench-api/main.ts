// `pnpm bench api`: p50/p95 of the search call over dev-api's real HTTP endpoint, signed in as the
// demo user, per query kind, at 1 and 8 requests in flight, on the embedded database and on a
// PostgreSQL server, for the 20,000- and 500,000-ad seeds. See docs/perf/api.md.
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, SEED_COUNTS, type SeedSize } from '@adlens/dev-api';
import { freePort } from '../free-port';
import { ROOT } from '../workspace.mjs';
import { startDevApi } from './dev-api-server';
import { explainQueryKinds } from './explain';
import { type BenchDatabase, type BenchOptions, USAGE, parseBenchOptions } from './options';
import { type PostgresServer, ensureDatabase, startPostgres } from './postgres-server';
import { QUERY_KINDS, type QueryKind, nthRequest } from './queries';
import { type SeedTarget, ensureSeeded } from './seeded-database';
import { type LatencySummary, ms, ratio, summarize } from './stats';

const BENCH_DIR = path.join(ROOT, '.data', 'bench-api');
/** The issue's targets for p95 at 8 in flight (a benchmark's yardstick, not a test). */
const TARGET_P95: Partial<Record<SeedSize, number>> = { full: 50, large: 150 };

interface Cell {
  database: BenchDatabase;
  size: SeedSize;
  kind: string;
  concurrency: number;
  latency: LatencySummary;
}

let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

let nextPort = options.basePort;
async function takePort(): Promise<number> {
  if (nextPort === null) return freePort();
  return nextPort++;
}

async function signIn(api: string): Promise<string> {
  const response = await fetch(`${api}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@adlens.test', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: unknown } };
  if (!response.ok || typeof body.data?.token !== 'string')
    throw new Error(`sign-in failed: HTTP ${response.status}`);
  return body.data.token;
}

async function timedSearch(api: string, token: string, kind: QueryKind, index: number) {
  const { platform, body } = nthRequest(kind, index, options.grouping);
  const started = performance.now();
  const response = await fetch(`${api}/v1/${platform}/ads/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200)
    throw new Error(
      `${kind.name} ${JSON.stringify(body)}: HTTP ${response.status} ${text.slice(0, 300)}`,
    );
  return elapsed;
}

/** `total` requests of `kind`, `concurrency` of them in flight at any time. */
async function load(
  api: string,
  token: string,
  kind: QueryKind,
  total: number,
  concurrency: number,
) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) times.push(await timedSearch(api, token, kind, next++));
    }),
  );
  return times;
}

const cells: Cell[] = [];
/** The machine's load while the bench ran: on a shared machine it explains more than any index. */
const loadAtStart = os.loadavg()[0] ?? 0;
const setup: string[] = [];

async function benchOne(database: BenchDatabase, size: SeedSize, postgres: PostgresServer | null) {
  const target: SeedTarget =
    database === 'postgres' && postgres
      ? { databaseUrl: postgres.url(`adlens_bench_${size}`) }
      : { dataDir: path.join(BENCH_DIR, `pglite-${size}`) };
  if (database === 'postgres' && postgres) await ensureDatabase(postgres, `adlens_bench_${size}`);
  process.stdout.write(`${database} ${size}: seed... `);
  const seed = await ensureSeeded(target, size, options.reseed);
  process.stdout.write(`${seed.reused ? 'kept' : `${(seed.ms / 1000).toFixed(1)} s`}; dev-api... `);
  const api = await startDevApi({ port: await takePort(), ...target });
  console.log(`ready in ${api.readyMs} ms`);
  setup.push(
    `| ${database} | ${SEED_COUNTS[size].ads.toLocaleString('en-US')} | ${seed.reused ? 'kept from an earlier run' : `${(seed.ms / 1000).toFixed(1)} s`} | ${api.readyMs} ms |`,
  );
  try {
    const token = await signIn(api.url);
    for (const kind of QUERY_KINDS) {
      // Warm-up: connections, JIT and the first plans, on bodies that the timed run uses last.
      await load(api.url, token, kind, 3, 1);
      for (const concurrency of options.concurrency) {
        const total = options.requests * (concurrency === 1 ? 1 : 2);
        const latency = summarize(await load(api.url, token, kind, total, concurrency));
        cells.push({ database, size, kind: kind.name, concurrency, latency });
        console.log(
          `  ${kind.name.padEnd(11)} ${String(concurrency).padStart(2)} in flight: p50 ${ms(latency.p50)} ms, p95 ${ms(latency.p95)} ms (${latency.count} requests)`,
        );
      }
    }
  } finally {
    await api.stop();
  }
  if (options.explain) console.log(await explainQueryKinds(target, `${database}, ${size}`));
}

function cell(database: BenchDatabase, size: SeedSize, kind: string, concurrency: number) {
  return cells.find(
    (c) =>
      c.database === database &&
      c.size === size &&
      c.kind === kind &&
      c.concurrency === concurrency,
  )?.latency;
}

function tables(): string {
  const grouping = options.grouping ? JSON.stringify(options.grouping) : 'default';
  const [low = 1, high = 8] = options.concurrency;
  const lines = [
    `Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end, on ${os.cpus().length} cores.`,
    '',
    `### Seed and start`,
    '',
    '| database | ads | seed | dev-api ready |',
    '|---|---:|---:|---:|',
    ...setup,
    '',
    `### Search latency (ms), POST /api/v1/{platform}/ads/search, grouping: ${grouping}`,
    '',
    `${options.requests} requests per kind at ${low} in flight, ${options.requests * 2} at ${high}.`,
    '',
    `| database | ads | query | p50 @${low} | p95 @${low} | p50 @${high} | p95 @${high} | p95 @${high} vs @${low} | target p95 @${high} |`,
    '|---|---:|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const database of options.databases)
    for (const size of options.sizes)
      for (const kind of QUERY_KINDS) {
        const one = cell(database, size, kind.name, low);
        const many = cell(database, size, kind.name, high);
        if (!one && !many) continue;
        const target = TARGET_P95[size];
        const appliesHere = target !== undefined && (size === 'full' || database === 'postgres');
        const verdict =
          !appliesHere || !many
            ? '-'
            : many.p95 <= target
              ? `<= ${target}: met`
              : `<= ${target}: MISSED`;
        lines.push(
          `| ${database} | ${SEED_COUNTS[size].ads.toLocaleString('en-US')} | ${kind.name} | ${ms(one?.p50)} | ${ms(one?.p95)} | ${ms(many?.p50)} | ${ms(many?.p95)} | ${ratio(many?.p95, one?.p95)} | ${verdict} |`,
        );
      }
  const [first, second] = options.databases;
  if (first && second) {
    lines.push(
      '',
      `### ${second} against ${first} (p95 @${high})`,
      '',
      '| ads | query | ratio |',
      '|---:|---|---:|',
    );
    for (const size of options.sizes)
      for (const kind of QUERY_KINDS)
        lines.push(
          `| ${SEED_COUNTS[size].ads.toLocaleString('en-US')} | ${kind.name} | ${ratio(cell(second, size, kind.name, high)?.p95, cell(first, size, kind.name, high)?.p95)} |`,
        );
  }
  const [small, big] = options.sizes;
  if (small && big) {
    lines.push(
      '',
      `### ${big} seed against ${small} (p95 @${high})`,
      '',
      '| database | query | ratio |',
      '|---|---|---:|',
    );
    for (const database of options.databases)
      for (const kind of QUERY_KINDS)
        lines.push(
          `| ${database} | ${kind.name} | ${ratio(cell(database, big, kind.name, high)?.p95, cell(database, small, kind.name, high)?.p95)} |`,
        );
  }
  return lines.join('\n');
}

mkdirSync(BENCH_DIR, { recursive: true });
const postgres = options.databases.includes('postgres')
  ? startPostgres(path.join(BENCH_DIR, 'postgres'), await takePort())
  : null;
if (postgres)
  console.log(
    `PostgreSQL ${postgres.version} started (cluster in ${path.join(BENCH_DIR, 'postgres')})`,
  );
try {
  for (const database of options.databases)
    for (const size of options.sizes) await benchOne(database, size, postgres);
} finally {
  postgres?.stop();
}
const report = tables();
console.log(`\n${report}`);
if (options.markdown) await writeFile(options.markdown, `${report}\n`);
