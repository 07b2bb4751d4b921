// `pnpm --filter @adlens/dev-api run similar:backfill`: gives the pictures fingerprinted before
// migration 0035 their mean colour and picture bands (decision 0080). A seed made since has them;
// a kept database (the 500k bench seed, a long-lived PostgreSQL) needs this once.
import { readConfig } from '../../config';
import { openOrCreateDatabase } from '../../db/create-database';
import { restrictNewFilesToOwner } from '../../db/owner-only-folder';
import { backfillPictureColours } from './picture-backfill';

// This process may open the data folder and write to it: owner-only (decision 0049).
restrictNewFilesToOwner();

const config = readConfig();
const db = await openOrCreateDatabase(config.dataDir, {
  size: config.seedSize,
  databaseUrl: config.databaseUrl,
});
const started = performance.now();
try {
  const done = await backfillPictureColours(db, {
    onBatch: (count) => {
      if (count % 20_000 === 0) console.log(`similar:backfill: ${count} pictures`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`similar:backfill: ${done} pictures given their colour in ${seconds} s`);
} finally {
  await db.close();
}
