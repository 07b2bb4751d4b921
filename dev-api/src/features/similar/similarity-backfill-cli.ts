// `pnpm --filter @adlens/dev-api run similar:backfill`: brings a database indexed before today's
// similarity bands up to them: the pictures fingerprinted before migration 0035 get their mean
// colour and picture bands (decision 0080), the ads indexed before decision 0081 their copy's
// MinHash bands. A seed made since has both; a kept database (the 500k bench seed, a long-lived
// PostgreSQL) needs this once, and a rerun reads only what is still missing.
import { readConfig } from '../../config';
import { openOrCreateDatabase } from '../../db/create-database';
import { restrictNewFilesToOwner } from '../../db/owner-only-folder';
import { backfillCopyBands } from './copy-band-backfill';
import { backfillPictureColours } from './picture-backfill';

// This process may open the data folder and write to it: owner-only (decision 0049).
restrictNewFilesToOwner();

const REPORT_EVERY = 20_000;

async function timed(label: string, run: () => Promise<number>) {
  const started = performance.now();
  const done = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`similar:backfill: ${done} ${label} in ${seconds} s`);
}

const config = readConfig();
const db = await openOrCreateDatabase(config.dataDir, {
  size: config.seedSize,
  databaseUrl: config.databaseUrl,
});
try {
  await timed('pictures given their colour', () =>
    backfillPictureColours(db, {
      onBatch: (count) => {
        if (count % REPORT_EVERY === 0) console.log(`similar:backfill: ${count} pictures`);
      },
    }),
  );
  await timed('copies given their MinHash bands', () =>
    backfillCopyBands(db, {
      onBatch: (count) => {
        if (count % REPORT_EVERY === 0) console.log(`similar:backfill: ${count} copies`);
      },
    }),
  );
} finally {
  await db.close();
}
