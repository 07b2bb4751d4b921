import { readConfig } from '../config';
import { describeSeedDay, readSeedDay } from '../seed/seed-day';
import { createSeededDatabase } from './create-database';
import { restrictNewFilesToOwner } from './owner-only-folder';

// The new data folder is this user's only (decision 0049).
restrictNewFilesToOwner();

const config = readConfig();
const started = performance.now();
const db = await createSeededDatabase(config.dataDir, {
  size: config.seedSize,
  databaseUrl: config.databaseUrl,
});
const [counts] = await db.query<{ ads: number; owners: number }>(
  'SELECT (SELECT count(*)::int FROM ads) AS ads, (SELECT count(*)::int FROM owners) AS owners',
);
const seeded = describeSeedDay(await readSeedDay(db));
await db.close();
console.log(
  `dev-api: seeded ${config.dataDir} (${counts?.ads} ads, ${counts?.owners} owners, ${seeded}) in ${Math.round(performance.now() - started)} ms`,
);
