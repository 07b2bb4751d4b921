// `pnpm bench <suite>`: runs a benchmark suite of the workspace. Benchmarks are commands that
// report measurements side by side; tests never assert timings.
import { spawnSync } from 'node:child_process';
import { ROOT } from './workspace.mjs';

const SUITES: Record<string, { description: string; command: string[] }> = {
  api: {
    description: 'dev-api search latency (p50/p95) over the seeded data with typical filter mixes',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench'],
  },
  suggestions: {
    description: 'dev-api live search box suggestions latency (p50/p95), every prefix typed',
    command: ['pnpm', '--filter', '@adlens/dev-api', 'run', 'bench:suggestions'],
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
const result = spawnSync(selected.command[0] ?? 'pnpm', selected.command.slice(1), {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
