import { useTestServer } from '../testing/use-test-server';
import { MIGRATIONS } from './migrations';

const server = useTestServer();

const migration = MIGRATIONS.find((entry) => entry.id === '0005-write-race-constraints');

test('merges the Saved collections that a race made, then allows only one', async () => {
  if (!migration) throw new Error('migration 0005 is missing');
  // The state before the migration, with what the race left behind: two Saved collections.
  await server.db.exec('DROP INDEX collections_one_default');
  const [user] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'free@adlens.test'",
  );
  const ads = await server.db.query<{ id: number }>(
    "SELECT id FROM ads WHERE platform = 'tiktok' ORDER BY id LIMIT 3",
  );
  const made = await server.db.query<{ id: number }>(
    `INSERT INTO collections (user_id, platform, name, is_default)
     VALUES ($1, 'tiktok', 'Saved', true), ($1, 'tiktok', 'Saved', true) RETURNING id`,
    [user?.id],
  );
  const [first, second] = made.map((row) => row.id);
  await server.db.query(
    'INSERT INTO collection_ads (collection_id, ad_id) VALUES ($1, $3), ($1, $4), ($2, $4), ($2, $5)',
    [first, second, ...ads.map((ad) => ad.id)],
  );

  await server.db.transaction((tx) => tx.exec(migration.sql));

  const kept = await server.db.query<{ id: number }>(
    "SELECT id FROM collections WHERE user_id = $1 AND platform = 'tiktok' AND is_default",
    [user?.id],
  );
  expect(kept).toEqual([{ id: first }]);
  const adIds = await server.db.query<{ ad_id: number }>(
    'SELECT ad_id FROM collection_ads WHERE collection_id = $1 ORDER BY ad_id',
    [first],
  );
  expect(adIds.map((row) => row.ad_id)).toEqual(ads.map((ad) => ad.id));
  await expect(
    server.db.query(
      "INSERT INTO collections (user_id, platform, name, is_default) VALUES ($1, 'tiktok', 'Saved', true)",
      [user?.id],
    ),
  ).rejects.toThrow(/collections_one_default/);
});
