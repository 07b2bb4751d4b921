// `pnpm test:budgets` (after `pnpm build`): each benched page's critical JS and CSS, gzip, for the
// composed build (host dist and the releases the production pin file names) and for the monolith
// twin (built here, from the same sources), held against cli/src/budgets/budgets.ts. Deterministic:
// build outputs only, no browser, no timing. Exits 1 naming page, figure, bytes and files.
//   pnpm test:budgets [--no-build]   (--no-build reuses .bench/monolith/dist)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  pageToPreload,
  pinSetSchema,
  REMOTES,
  type RemoteName,
} from '@adlens/shared-contracts/platform';
import { buildMonolith, MONOLITH_DIST } from '@adlens/tools/monolith';
import { releaseDir, releaseFolderName } from '../pins/releases';
import { ENVIRONMENTS_DIR, HOST_DIST, RELEASES_DIR } from '../workspace.mjs';
import { PAGE_BUDGETS, TARGETS } from './budgets';
import { type PageMeasure, type SizedFile, checkPage, figuresOf, kb } from './check';
import {
  type Build,
  type CriticalFile,
  chunkGroupsSchema,
  composedCriticalFiles,
  monolithCriticalFiles,
} from './critical-files';

/** The host's start-up: its entry and the two steps it preloads (host/webpack.config.mjs). */
const START_GROUPS = ['main', 'start-host', 'bootstrap'];

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { 'no-build': { type: 'boolean', default: false } },
});

function readBuild(name: string, dir: string): Build & { dir: string } {
  const file = path.join(dir, 'chunk-groups.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`pnpm build\` first`);
  }
  return { name, dir, groups: chunkGroupsSchema.parse(JSON.parse(text)) };
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  const known = gzipCache.get(file);
  if (known !== undefined) return known;
  const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
  gzipCache.set(file, bytes);
  return bytes;
}

function sized(files: CriticalFile[], dirOf: (build: string) => string): SizedFile[] {
  return files.map((file) => ({
    ...file,
    bytes: gzipBytes(path.join(dirOf(file.build), file.file)),
  }));
}

async function main() {
  if (!values['no-build']) {
    console.log('monolith twin build...');
    console.log(`monolith twin built in ${await buildMonolith({ remotes: REMOTES })} ms`);
  }
  const host = readBuild('host', HOST_DIST);
  const monolith = readBuild('monolith', MONOLITH_DIST);
  const pinSet = pinSetSchema.parse(
    JSON.parse(readFileSync(path.join(ENVIRONMENTS_DIR, 'production.json'), 'utf8')),
  );
  const builds = new Map<string, string>([
    [host.name, host.dir],
    [monolith.name, monolith.dir],
  ]);
  const dirOf = (build: string) => builds.get(build) ?? '';

  const failures: string[] = [];
  const rows: string[] = [];
  for (const [page, budget] of Object.entries(PAGE_BUDGETS)) {
    const remotePage = pageToPreload(budget.path, {
      hasSession: budget.signedIn,
      knownUser: null,
    });
    if (!remotePage) throw new Error(`${page}: ${budget.path} opens no remote page`);
    const remoteName = remotePage.remote as RemoteName;
    const pin = pinSet.remotes.find((entry) => entry.name === remoteName);
    if (!pin) throw new Error(`${page}: production pins no ${remoteName}`);
    const remote = readBuild(
      `${releaseFolderName(remoteName)}@${pin.version}`,
      releaseDir(RELEASES_DIR, remoteName, pin.version),
    );
    builds.set(remote.name, remote.dir);
    const measure: PageMeasure = {
      page,
      composed: sized(
        composedCriticalFiles({
          host,
          hostStartGroups: START_GROUPS,
          remote,
          remoteEntryGroup: remoteName,
          exposeGroup: `__federation_expose_${remotePage.module}`,
        }),
        dirOf,
      ),
      monolith: sized(
        monolithCriticalFiles({
          monolith,
          startGroups: START_GROUPS,
          // The twin's chunk name for the page (tools/webpack/monolith.mjs).
          pageGroup: `${releaseFolderName(remoteName)}-${remotePage.module}`,
        }),
        dirOf,
      ),
    };
    const figures = figuresOf(measure);
    rows.push(
      `${page.padEnd(13)} JS ${kb(figures.js).padStart(9)} (${figures.js} B) CSS ${kb(figures.css).padStart(8)} | monolith JS ${kb(figures.monolithJs).padStart(9)} CSS ${kb(figures.monolithCss).padStart(8)} | ratio ${figures.ratio.toFixed(3)}`,
    );
    failures.push(...checkPage(measure, budget));
  }
  console.log(
    `critical bytes, gzip (targets: JS <= ${kb(TARGETS.js)}, composed/monolith <= ${TARGETS.ratio}):`,
  );
  for (const row of rows) console.log(`  ${row}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget failure(s):`);
    for (const failure of failures) console.error(`- ${failure}`);
    process.exit(1);
  }
  console.log('every page within its budget');
}

await main();
