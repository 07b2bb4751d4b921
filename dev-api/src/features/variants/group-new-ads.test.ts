import { bulkInsert } from '../../db/bulk-insert';
import type { AdRow } from '../../seed/gen-ads';
import { withFingerprints } from '../../seed/gen-look-alikes';
import { useTestServer } from '../../testing/use-test-server';
import { groupNewAds } from './group-new-ads';

const server = useTestServer({ per: 'test' });

/** A stored ad as the database gives it back (every column). */
type StoredAd = AdRow & { variant_group: number } & Record<string, unknown>;

async function storedAd(id: number): Promise<StoredAd> {
  const [row] = await server.db.query<StoredAd>('SELECT * FROM ads WHERE id = $1', [id]);
  if (!row) throw new Error(`no ad ${id}`);
  return row;
}

async function store(ad: AdRow & Record<string, unknown>): Promise<void> {
  // search_trigrams is computed by the database from search_text (migration 0032).
  const { variant_group: _group, search_trigrams: _trigrams, ...columns } = withFingerprints(ad);
  await bulkInsert(server.db, 'ads', [{ ...columns, variant_group: ad.id }]);
}

describe('ads stored after the seed', () => {
  it('join the group of the stored ads they are variants of', async () => {
    const base = await storedAd(1);
    const [max] = await server.db.query<{ id: number }>('SELECT max(id)::int AS id FROM ads');
    const id = (max?.id ?? 0) + 1;
    await store({ ...base, id, cta: base.cta === 'Shop Now' ? 'Learn More' : 'Shop Now' });
    await groupNewAds(server.db, [id]);
    expect((await storedAd(id)).variant_group).toBe(base.variant_group);
  });

  it('stand alone when nothing stored is near them', async () => {
    const base = await storedAd(1);
    const [max] = await server.db.query<{ id: number }>('SELECT max(id)::int AS id FROM ads');
    const id = (max?.id ?? 0) + 1;
    await store({
      ...base,
      id,
      title: 'Quarterly tax filing for freelancers',
      body: 'Accountants who answer the phone on Sundays, fixed prices, no surprises at all.',
    });
    await groupNewAds(server.db, [id]);
    expect((await storedAd(id)).variant_group).toBe(id);
  });
});
