// `pnpm bench retag [size] [batch]`: re-tags every ad of a freshly seeded PGlite database as the
// re-tag job does after a vocabulary change (decision 0068), and extrapolates the rate to the
// issue's 500,000 ads in 15 minutes. Seeding is not timed; the load average is printed beside the
// figure, as this machine is shared and the rate moves with it.
// `pnpm bench retag --database-url URL` re-tags a database seeded before instead, such as the
// 500,000-ad PostgreSQL database `pnpm bench api --postgres` keeps: the target measured, not
// projected. Its tags are written back as the job writes them (the same rows for the same tagger).
// `--every-ad-changes` times the worst case instead: two jobs whose tagger moves every ad's tags.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createSeededDatabase } from '../src/db/create-database';
import { openDatabase } from '../src/db/open-database';
import { parseSeedSize } from '../src/seed/seed-size';
import { adTagRows } from '../src/features/tags/ad-tag-rows';
import {
  RETAG_BATCH_ADS,
  queueRetagJob,
  runRetagJob,
} from '../src/features/tag-vocabulary/retag-jobs';

const TARGET_ADS = 500_000;
const TARGET_SECONDS = 15 * 60;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    'every-ad-changes': { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
const size = parseSeedSize(positionals[0] ?? 'small');
const batchAds = Number(positionals[databaseUrl ? 0 : 1] ?? RETAG_BATCH_ADS);
if (!Number.isInteger(batchAds) || batchAds < 1)
  throw new RangeError('the batch is a whole number of ads');

const dir = await mkdtemp(join(tmpdir(), 'adlens-retag-bench-'));
try {
  const db = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await createSeededDatabase(join(dir, 'db'), { size });
  const [owner] = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  if (!owner) throw new Error('the seed has no user');
  const ownerId = owner.id;

  /** Runs one whole re-tag job with `tagger`; its ads, seconds and the tagger's own share. */
  async function timedJob(version: number, tagger: typeof adTagRows) {
    const id = await queueRetagJob(db, ownerId, version, new Date());
    const started = performance.now();
    // The tagger's share of the time, to tell CPU spent reading copy from the database's writes.
    let taggingMs = 0;
    await runRetagJob(db, id, {
      batchAds,
      tagRows: (ads) => {
        const start = performance.now();
        const rows = tagger(ads);
        taggingMs += performance.now() - start;
        return rows;
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const [job] = await db.query<{ done: number; state: string }>(
      'SELECT done, state FROM retag_jobs WHERE id = $1',
      [id],
    );
    return { ads: job?.done ?? 0, state: job?.state, seconds, taggingMs };
  }

  function report(label: string, run: Awaited<ReturnType<typeof timedJob>>) {
    const rate = run.ads / run.seconds;
    const projected = TARGET_ADS / rate;
    const verdict = projected <= TARGET_SECONDS ? 'meets' : 'MISSES';
    console.log(
      `${label}: ${run.ads} ads in ${run.seconds.toFixed(1)} s, batches of ${batchAds}, job ${run.state}`,
    );
    console.log(
      `  rate: ${rate.toFixed(0)} ads/s; tagging ${(run.taggingMs / 1000).toFixed(1)} s, reading and writing the rest`,
    );
    console.log(
      `  500,000 ads: ${(projected / 60).toFixed(1)} min at this rate (target 15 min: ${verdict})`,
    );
  }

  const loadBefore = loadavg()[0] ?? 0;
  console.log(
    `re-tag ${databaseUrl ? 'a kept PostgreSQL seed' : `${size} seed (PGlite)`}, one process`,
  );
  if (values['every-ad-changes']) {
    // The worst case for the tag keys (decision 0077): a change that moves every ad's tags, so
    // every ad's row is rewritten. Languages dropped, then restored: the seed ends as it began.
    const noLanguages: typeof adTagRows = (ads) =>
      adTagRows(ads).filter((row) => row.family !== 'lang');
    report('languages dropped (every ad changes)', await timedJob(2, noLanguages));
    report('languages restored (every ad changes)', await timedJob(3, adTagRows));
  } else {
    report('the same tagger (rows rewritten, tag keys unchanged)', await timedJob(2, adTagRows));
  }
  const loadAfter = loadavg()[0] ?? 0;
  await db.close();
  console.log(
    `load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${cpus().length} cores: a loaded machine reads slower`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
