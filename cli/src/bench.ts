// `pnpm bench <suite>`: runs a benchmark suite of the workspace. Benchmarks are commands that
// report measurements side by side; tests never assert timings.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const CLI_DIR = path.join(ROOT, 'cli');

const SUITES: Record<string, { description: string; command: string[] }> = {
  api: {
    description:
      'dev-api search over HTTP (p50/p95): query kinds, 1 and 8 in flight, PGlite and --postgres, 20k and 500k ads (docs/perf/api.md)',
    command: ['tsx', 'src/bench-api/main.ts'],
  },
  'api-plans': {
    description:
      'dev-api search plans A/B in process (p50/p95) over the 20,000-ad seed, typical filter mixes',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench'],
  },
  suggestions: {
    description: 'dev-api live search box suggestions latency (p50/p95), every prefix typed',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:suggestions'],
  },
  crawl: {
    description:
      'change events (new, stopped, back, landing) found by crawls under seeded faults: precision and recall against the hidden truth over 30 days (decision 0061)',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:crawl'],
  },
  landing: {
    description:
      'landing-page versions judged material or cosmetic against the hidden labels: precision, recall and offer-fact accuracy over generated revisions (decision 0064)',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:landing'],
  },
  tags: {
    description:
      'creative tagger quality: macro-F1 per tag family on labelled seeded ads, target 0.85 (decision 0062); `pnpm bench tags 20000`',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:tags'],
  },
  similar: {
    description:
      '"more like this" on the seeded look-alike families: precision@10 (target 0.9) and p50/p95 per request (decision 0066); `pnpm bench similar full`',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:similar'],
  },
  retag: {
    description:
      "re-tagging every ad after a tag vocabulary change, in the job's batches: ads/second and the time for 500,000 ads against 15 minutes (decision 0068); `pnpm bench retag small`",
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:retag'],
  },
  'seed-time': {
    description:
      'seconds to create, migrate and seed a PGlite database; `pnpm bench seed-time tiny`',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:seed-time'],
  },
  start: {
    description:
      '`npm start` to the first served sign-in page: fresh install and warm, median of 3 (docs/perf/start.md)',
    command: ['tsx', 'src/dev/bench-start.ts'],
  },
  web: {
    description:
      'the composed app against its monolith twin: Lighthouse side by side, interactions at 4x CPU (docs/perf/)',
    command: ['tsx', 'src/bench-web/main.ts'],
  },
};

const suite = process.argv[2];
const selected = suite ? SUITES[suite] : undefined;
if (!selected) {
  console.error('usage: pnpm bench <suite>');
  for (const [name, { description }] of Object.entries(SUITES))
    console.error(`  ${name}  ${description}`);
  process.exit(2);
}
const [command = 'pnpm', ...args] = selected.command;
// Options after the suite name go to the suite: `pnpm bench web --runs 1 --pages search`.
const result = spawnSync(command, [...args, ...process.argv.slice(3)], {
  cwd: command === 'tsx' ? CLI_DIR : ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
