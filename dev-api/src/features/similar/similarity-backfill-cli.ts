// `pnpm --filter @adlens/dev-api run similar:backfill`: brings a database indexed before today's
// similarity bands up to them (migration 0036 records what is due): pictures fingerprinted before
// migration 0035 get their mean colour and picture bands (decision 0080), ads indexed before
// decision 0081 their copy's MinHash bands. A server does the same beside its requests when it
// starts; this runs it alone, with progress, while no server holds the data folder.
import { readConfig } from '../../config';
import { openOrCreateDatabase } from '../../db/create-database';
import { restrictNewFilesToOwner } from '../../db/owner-only-folder';
import { backfillSimilarityIndex } from './similarity-backfill';

// This process may open the data folder and write to it: owner-only (decision 0049).
restrictNewFilesToOwner();

const REPORT_EVERY = 20_000;

const config = readConfig();
const db = await openOrCreateDatabase(config.dataDir, {
  size: config.seedSize,
  databaseUrl: config.databaseUrl,
});
try {
  const reports = await backfillSimilarityIndex(db, {
    onBatch: (read, done) => {
      if (done % REPORT_EVERY === 0) console.log(`similar:backfill: ${done} ${read}`);
    },
  });
  if (reports.length === 0) console.log('similar:backfill: nothing due');
  for (const report of reports)
    console.log(
      `similar:backfill: ${report.rows} ${report.read} in ${report.seconds.toFixed(1)} s`,
    );
} finally {
  await db.close();
}
