// `pnpm autonomy <remote>`: checks the team-autonomy claim in a temporary copy of the repo (a git
// worktree): make a trivial visible change in one remote, release it, pin it in staging, and
// report the files changed outside that remote and environments/ (must be 0), whether the host
// was rebuilt (must be no) and the seconds from change to served (target <= 60). Decision 0016.
// The release is timed three times with a cold build cache and three times with a warm one
// (the cache the previous release left, as on a team's machine or a CI cache); the medians count.
// `--kit`: the change is a new kit function the remote's page shows (the kit's minor bumped), released
// once: the remote is served with the kit code it was built against and the host is not rebuilt
// (decision 0053).
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, pinSetSchema } from '@adlens/shared-contracts/platform';
import { exposedFilesSchema, packageVersionOf } from './json-files';
import { releaseFolderName } from './pins/releases';
import { addKitFunction, useInHeading } from './skew/changes';
import {
  deployedCopy,
  fetchText,
  removeCopy,
  run,
  startServer,
  stopServer,
  waitFor,
} from './deployed-copy';

const TARGET_SECONDS = 60;
const RUNS = 3;
const port = Number(process.env.AUTONOMY_PORT ?? 4550);
const origin = `http://127.0.0.1:${port}`;

/** Hash of every file's path, size, modification time and bytes under `dir`. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      const stat = statSync(file);
      if (stat.isDirectory()) walk(file);
      else
        hash
          .update(`${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}\n`)
          .update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Whether the staging server serves `version` of the remote with `marker` in its code. */
async function servedWith(
  remote: RemoteName,
  version: string,
  marker: string,
): Promise<true | null> {
  const pins = await fetchText(`${origin}/environment.json`);
  const pinned = pins ? pinSetSchema.safeParse(JSON.parse(pins)) : null;
  if (
    !pinned?.success ||
    pinned.data.remotes.find((pin) => pin.name === remote)?.version !== version
  )
    return null;
  const base = `${origin}/remotes/${releaseFolderName(remote)}/${version}/`;
  const manifest = await fetchText(`${base}mf-manifest.json`);
  if (!manifest) return null;
  const parsed = exposedFilesSchema.safeParse(JSON.parse(manifest));
  if (!parsed.success) return null;
  const { exposes } = parsed.data;
  const files = new Set(exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]));
  for (const file of files) {
    if ((await fetchText(`${base}${file}`))?.includes(marker)) return true;
  }
  return null;
}

function parseRemote(value: string | undefined): RemoteName {
  const name = REMOTE_NAMES.find(
    (remote) => remote === value || releaseFolderName(remote) === value,
  );
  if (!name) throw new Error(`usage: pnpm autonomy <remote> (one of ${REMOTE_NAMES.join(', ')})`);
  return name;
}

/** The trivial visible change: a marker appended to the remote's first page heading text. */
function makeChange(copy: string, folder: string, marker: string): string {
  const pages = path.join(copy, folder, 'src', 'pages');
  const file = readdirSync(pages)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => path.join(pages, name))
    .find((candidate) => /<h1[^>]*>[^<{]+</.test(readFileSync(candidate, 'utf8')));
  if (!file) throw new Error(`no page of ${folder} has a plain <h1> to change`);
  const code = readFileSync(file, 'utf8').replace(/(<h1[^>]*>)([^<{]+)</, `$1$2 ${marker}<`);
  writeFileSync(file, code);
  return path.relative(copy, file);
}

interface Timing {
  cache: 'cold' | 'warm';
  changed: string;
  version: string;
  seconds: number;
  releaseSeconds: number;
  /** User and system CPU seconds of the release's processes. */
  releaseCpuSeconds: number;
  /** The machine's one-minute load average around the release (2 cores: above 2 is contention). */
  load: number;
}

/** The children's line of bash's `times` (`0m12.345s 0m1.234s`): user plus system seconds. */
function childCpuSeconds(times: string): number {
  const line = times.trim().split('\n').at(-1) ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

/** The middle run by seconds to served, with that run's release time. */
function median(timings: Timing[]): Timing {
  const sorted = [...timings].sort((a, b) => a.seconds - b.seconds);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs to take a median of');
  return middle;
}

/** One change, from the edit to the staging server serving the new release; timed. */
async function changeReleaseAndServe(
  copy: string,
  remote: RemoteName,
  cache: Timing['cache'],
): Promise<Timing> {
  const folder = releaseFolderName(remote);
  const marker = `(autonomy check ${Date.now().toString(36)})`;
  const changeStarted = Date.now();
  const changed = makeChange(copy, folder, marker);
  run(copy, 'git', ['commit', '--quiet', '-m', `${folder}: autonomy check`, '--', changed]);
  const releaseStarted = Date.now();
  const loadBefore = os.loadavg()[0] ?? 0;
  // bash's `times` gives the CPU seconds of the release and its children: a figure a loaded machine
  // (other builds on the same cores) stretches far less than the wall clock.
  const times = run(copy, 'bash', [
    '-c',
    'pnpm release "$1" --bump patch 1>&2; status=$?; times; exit $status',
    'bash',
    folder,
  ]);
  const releaseSeconds = (Date.now() - releaseStarted) / 1000;
  const releaseCpuSeconds = childCpuSeconds(times);
  const load = Math.max(loadBefore, os.loadavg()[0] ?? 0);
  const version = packageVersionOf(path.join(copy, folder));
  run(copy, 'pnpm', ['pins', 'pin', 'staging', `${folder}@${version}`], {
    ADLENS_ACTOR: 'autonomy-check',
  });
  await waitFor(`${remote}@${version} served`, () => servedWith(remote, version, marker), 60_000);
  return {
    cache,
    changed,
    version,
    seconds: (Date.now() - changeStarted) / 1000,
    releaseSeconds,
    releaseCpuSeconds,
    load,
  };
}

/**
 * The kit-change case (`--kit`): a function added to the kit (its minor bumped) and shown in a
 * heading of the remote's page; the remote alone is released and pinned, the deployed host
 * unchanged. The release must be served with the kit code it was built against (its own copy of
 * the kit's stateless entry, decision 0053).
 */
async function kitChangeReleaseAndServe(copy: string, remote: RemoteName) {
  const folder = releaseFolderName(remote);
  const marker = `(kit check ${Date.now().toString(36)})`;
  const started = Date.now();
  const kit = addKitFunction(copy, marker);
  const changed = useInHeading(
    copy,
    folder,
    "import { skewProbe } from '@adlens/shared-ui';",
    'skewProbe()',
  );
  run(copy, 'pnpm', ['release', folder, '--bump', 'minor']);
  const version = packageVersionOf(path.join(copy, folder));
  run(copy, 'pnpm', ['pins', 'pin', 'staging', `${folder}@${version}`], {
    ADLENS_ACTOR: 'autonomy-check',
  });
  await waitFor(
    `${remote}@${version} served with the new kit`,
    () => servedWithAnyFile(remote, version, marker),
    60_000,
  );
  return { kit, changed, version, seconds: (Date.now() - started) / 1000 };
}

/** Whether any script the release's manifest names (its pages' and its shared copies') holds `marker`. */
async function servedWithAnyFile(
  remote: RemoteName,
  version: string,
  marker: string,
): Promise<true | null> {
  const base = `${origin}/remotes/${releaseFolderName(remote)}/${version}/`;
  const manifest = await fetchText(`${base}mf-manifest.json`);
  if (!manifest) return null;
  const files = new Set([...manifest.matchAll(/"([\w./-]+\.js)"/g)].map(([, file]) => file));
  for (const file of files) {
    if ((await fetchText(`${base}${file}`))?.includes(marker)) return true;
  }
  return null;
}

async function main() {
  const remote = parseRemote(process.argv[2]);
  const kitCase = process.argv.includes('--kit');
  const folder = releaseFolderName(remote);
  let server: ChildProcess | undefined;
  const copy = deployedCopy('adlens-autonomy-');
  console.log(`temporary copy: ${copy}`);
  try {
    const base = run(copy, 'git', ['rev-parse', 'HEAD']).trim();
    const hostBefore = fingerprint(path.join(copy, 'host', 'dist'));
    server = await startServer(copy, port, 'staging');

    if (kitCase) {
      const result = await kitChangeReleaseAndServe(copy, remote);
      const touched = run(copy, 'git', ['diff', '--name-only', base, 'HEAD'])
        .split('\n')
        .filter(Boolean);
      const outside = touched.filter(
        (file) =>
          !file.startsWith(`${folder}/`) &&
          !file.startsWith('environments/') &&
          !file.startsWith('shared-ui/'),
      );
      const hostRebuilt = fingerprint(path.join(copy, 'host', 'dist')) !== hostBefore;
      console.log(`\nautonomy check for ${remote}, kit change`);
      console.log(`  kit:                    shared-ui ${result.kit} (skewProbe() added)`);
      console.log(`  page changed:           ${result.changed}`);
      console.log(`  released and pinned:    ${folder}@${result.version} in staging`);
      console.log(`  files changed:          ${touched.join(', ')}`);
      console.log(`  files outside ${folder}, shared-ui/ and environments/: ${outside.length}`);
      console.log(`  host rebuilt:           ${hostRebuilt ? 'yes' : 'no'}`);
      console.log(
        `  change to served:       ${result.seconds.toFixed(1)} s (target <= ${TARGET_SECONDS} s: ${result.seconds <= TARGET_SECONDS ? 'met' : 'missed'})`,
      );
      process.exitCode = outside.length === 0 && !hostRebuilt ? 0 : 1;
      return;
    }

    const timings: Timing[] = [];
    const changes = new Set<string>();
    let version = '';
    for (const cache of ['cold', 'warm'] as const) {
      for (let attempt = 1; attempt <= RUNS; attempt += 1) {
        // Cold: no build cache at all, as on a fresh clone; warm: the one the last release left.
        if (cache === 'cold') {
          rmSync(path.join(copy, folder, 'node_modules', '.cache'), {
            recursive: true,
            force: true,
          });
        }
        const timing = await changeReleaseAndServe(copy, remote, cache);
        timings.push(timing);
        changes.add(timing.changed);
        version = timing.version;
        console.log(
          `  ${cache} cache, run ${attempt}: ${timing.seconds.toFixed(1)} s to served (release ${timing.releaseSeconds.toFixed(1)} s, ${timing.releaseCpuSeconds.toFixed(1)} CPU s, load ${timing.load.toFixed(1)})`,
        );
      }
    }

    const committed = run(copy, 'git', ['diff', '--name-only', base, 'HEAD']).split('\n');
    const uncommitted = run(copy, 'git', ['status', '--porcelain'])
      .split('\n')
      .map((line) => line.slice(3));
    const touched = [...new Set([...committed, ...uncommitted].filter(Boolean))];
    const outside = touched.filter(
      (file) => !file.startsWith(`${folder}/`) && !file.startsWith('environments/'),
    );
    const hostRebuilt = fingerprint(path.join(copy, 'host', 'dist')) !== hostBefore;

    const cold = median(timings.filter((timing) => timing.cache === 'cold'));
    const warm = median(timings.filter((timing) => timing.cache === 'warm'));
    console.log(`\nautonomy check for ${remote}`);
    console.log(`  change:                 ${[...changes].join(', ')}`);
    console.log(
      `  released and pinned:    ${folder} ${timings.length} times in staging, last ${version}`,
    );
    console.log(`  files changed:          ${touched.join(', ')}`);
    console.log(
      `  files outside ${folder} and environments/: ${outside.length}${outside.length ? ` (${outside.join(', ')})` : ''}`,
    );
    console.log(`  host rebuilt:           ${hostRebuilt ? 'yes' : 'no'}`);
    for (const [cache, figures] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      console.log(
        `  change to served, ${cache} build cache: ${figures.seconds.toFixed(1)} s median of ${RUNS} (release ${figures.releaseSeconds.toFixed(1)} s, ${figures.releaseCpuSeconds.toFixed(1)} CPU s, load ${figures.load.toFixed(1)}; target <= ${TARGET_SECONDS} s: ${figures.seconds <= TARGET_SECONDS ? 'met' : 'missed'})`,
      );
    }
    process.exitCode =
      outside.length === 0 && !hostRebuilt && warm.seconds <= TARGET_SECONDS ? 0 : 1;
  } finally {
    stopServer(server);
    removeCopy(copy);
  }
}

await main();
