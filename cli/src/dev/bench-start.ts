// `pnpm bench start`: seconds from `npm start` to the first served sign-in page, in a fresh copy of
// the repository (no node_modules; pnpm's store on this machine stays warm) and in this installed
// workspace, median of 3 each. Measured, never asserted. Writes docs/perf/start.{json,md}.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../workspace.mjs';
import { startDevComposition } from './composition';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const TIMEOUT_MS = 600_000;

/** Seconds from `npm start` in `root` until the sign-in page and remote-auth are served. */
async function timeStart(root: string): Promise<number> {
  const started = performance.now();
  const composition = await startDevComposition(root, {}, ['npm', 'start']);
  try {
    await composition.signInServed(TIMEOUT_MS);
    return (performance.now() - started) / 1000;
  } finally {
    await composition.stop();
  }
}

/** A clean checkout of HEAD without node_modules, removed afterwards. */
async function inFreshCopy<T>(work: (root: string) => Promise<T>): Promise<T> {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'adlens-start-')), 'repo');
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', copy, 'HEAD'], { cwd: ROOT });
  try {
    return await work(copy);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', copy], { cwd: ROOT });
    rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const fresh: number[] = [];
  const warm: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    fresh.push(await inFreshCopy(timeStart));
    console.log(`fresh install run ${run}: ${fresh.at(-1)?.toFixed(1)} s`);
  }
  for (let run = 1; run <= RUNS; run++) {
    warm.push(await timeStart(ROOT));
    console.log(`warm run ${run}: ${warm.at(-1)?.toFixed(1)} s`);
  }
  const result = {
    measured: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim(),
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    runs: RUNS,
    freshInstallSeconds: { median: median(fresh), runs: fresh },
    warmSeconds: { median: median(warm), runs: warm },
  };
  const round = (value: number) => value.toFixed(1);
  const markdown = `# Start-up: \`npm start\` to the first served sign-in page

Measured by \`pnpm bench start\` on ${result.measured.slice(0, 10)} (commit ${result.commit}, ${result.machine}),
median of ${RUNS}. The clock starts when \`npm start\` is run and stops when the host answers
\`/authentication/signin\` with its page and remote-auth's dev server answers its manifest (the host's and
remote-auth's dev builds are done: the sign-in page is usable). Measured, never asserted.

| start | median | runs |
| --- | --- | --- |
| fresh install (a clean \`git worktree\` of HEAD, no \`node_modules\`; pnpm's store on this machine warm) | ${round(result.freshInstallSeconds.median)} s | ${fresh.map(round).join(', ')} |
| warm (installed workspace) | ${round(result.warmSeconds.median)} s | ${warm.map(round).join(', ')} |

A fresh install on a machine without a pnpm store also downloads every package (not measured here). With the
store warm the install takes a few seconds, and the dev builds have no persistent cache, so both starts compile
everything and differ by little more than the noise of a shared machine.
`;
  writeFileSync(path.join(ROOT, 'docs/perf/start.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(ROOT, 'docs/perf/start.md'), markdown);
  console.log(markdown);
}

await main();
