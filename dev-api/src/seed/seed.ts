import { PLATFORMS } from '@adlens/shared-contracts';
import type { Queryable } from '../db/database';
import { bulkInsert } from '../db/bulk-insert';
import { withIndexesDeferred } from '../db/deferred-indexes';
import { hashPassword } from '../features/auth/passwords';
import { buildAdContext, generateAd } from './gen-ads';
import { withCreative } from './gen-creative';
import type { AdRow, PublisherRow } from './gen-ads';
import {
  lookAlikeSlot,
  makeLookAlike,
  variantCandidate,
  withFingerprints,
} from './gen-look-alikes';
import { adTagRows, withTagKeys } from '../features/tags/ad-tag-rows';
import { similarityRows } from '../features/similar/similarity-keys';
import { FAMILY_REACH, familyOf, makeFamilyCopy } from './similar-families';
import { assignVariantGroups } from '../features/variants/variant-rule';
import type { VariantCandidate } from '../features/variants/variant-rule';
import {
  couponsFor,
  DEMO_PASSWORD,
  DEMO_USERS,
  DOWNLOADS,
  TUTORIALS,
  generateNotifications,
  generatePlans,
  generateReferralEvents,
} from './gen-accounts';
import { generateCampaigns, generateDomains, generateOwners } from './gen-catalog';
import { createRng } from './prng';
import { daysBefore, isoDay, seedDayOf } from './reference-date';
import { SEED_COUNTS } from './seed-size';
import type { SeedCounts, SeedSize } from './seed-size';

const SEED = 20_261_101;
/** A fixed salt keeps the seed deterministic; real sign-ups get a random one. */
const DEMO_SALT = Buffer.from('adlens-demo-salt');
/** The demo user's collections hold the first meta ads. */
const DEMO_COLLECTION_ADS = 14;

/** Ads per generated batch: a large seed never holds more than one batch of ads in memory. */
export const AD_BATCH_ROWS = 5_000;
/**
 * How far back a look-alike's base (see lookAlikeSlot) or a family copy's original (see
 * familyOf) lies: the ads kept across batches.
 */
const LOOK_ALIKE_REACH = Math.max(2 * PLATFORMS.length, FAMILY_REACH);

export type CatalogAd = ReturnType<typeof withFingerprints>;

export interface AdBatch {
  ads: CatalogAd[];
  publishers: PublisherRow[];
}

/**
 * The catalog of a seed: owners, domains and campaigns up front, the ads (with their look-alikes
 * and fingerprints) in generation order, `batchRows` at a time. One random stream feeds all of it,
 * so the rows depend only on `counts` and `seedDay`, never on the batch size; `ads` may be iterated
 * once. Variant groups need every ad, so they are assigned after the load (`storeVariantGroups`).
 */
export function generateCatalog(counts: SeedCounts, seedDay: Date, batchRows = AD_BATCH_ROWS) {
  const rng = createRng(SEED);
  const domains = generateDomains(rng, counts.domains);
  const owners = generateOwners(rng, counts);
  const campaigns = generateCampaigns(rng, owners, domains);
  const context = buildAdContext(owners, domains, campaigns, seedDay);
  const ownerNames = new Map(owners.map((owner) => [owner.id, owner.name]));
  const domainNames = new Map(domains.map((domain) => [domain.id, domain.name]));
  const names = {
    owner: (id: number) => ownerNames.get(id) ?? '',
    domain: (id: number) => domainNames.get(id) ?? '',
  };
  const recent: AdRow[] = [];
  function copied(ad: AdRow): AdRow {
    const slot = lookAlikeSlot(ad.id);
    const base = slot ? recent.find((kept) => kept.id === slot.baseId) : undefined;
    if (slot && base) return makeLookAlike(ad, base, slot.kind);
    const member = familyOf(ad.id);
    const original =
      member && member.copy > 0 ? recent.find((kept) => kept.id === member.family) : undefined;
    return member && original ? makeFamilyCopy(ad, original, member.copy, names) : ad;
  }
  function* ads(): Generator<AdBatch> {
    for (let start = 1; start <= counts.ads; start += batchRows) {
      const batch: AdBatch = { ads: [], publishers: [] };
      const end = Math.min(counts.ads, start + batchRows - 1);
      for (let id = start; id <= end; id++) {
        const generated = generateAd(rng, id, context);
        const ad = withCreative(copied(generated.ad));
        recent.push(ad);
        if (recent.length > LOOK_ALIKE_REACH) recent.shift();
        batch.ads.push(withFingerprints(ad));
        batch.publishers.push(...generated.publishers);
      }
      yield batch;
    }
  }
  return { domains, owners, campaigns, ads: ads() };
}

/** Rows per UPDATE when the variant groups are written after the load. */
const GROUP_UPDATE_ROWS = 1_000;

/** Writes each ad's variant group where it is not the ad itself (the column's default). */
async function storeVariantGroups(db: Queryable, candidates: VariantCandidate[]): Promise<void> {
  const moved = [...assignVariantGroups(candidates)].filter(([id, group]) => id !== group);
  for (let start = 0; start < moved.length; start += GROUP_UPDATE_ROWS) {
    const chunk = moved.slice(start, start + GROUP_UPDATE_ROWS);
    const rows = chunk.map((_, index) => `($${2 * index + 1}::int, $${2 * index + 2}::int)`);
    await db.query(
      `UPDATE ads SET variant_group = v.grp FROM (VALUES ${rows.join(', ')}) AS v(id, grp) WHERE ads.id = v.id`,
      chunk.flat(),
    );
  }
}

/** Loads the catalog; returns the first meta ads, which the demo user's collections hold. */
async function seedCatalog(
  db: Queryable,
  counts: SeedCounts,
  seedDay: Date,
  batchRows: number,
): Promise<AdRow[]> {
  const catalog = generateCatalog(counts, seedDay, batchRows);
  await bulkInsert(db, 'domains', catalog.domains);
  await bulkInsert(db, 'owners', catalog.owners);
  await bulkInsert(db, 'campaigns', catalog.campaigns);
  const metaAds: AdRow[] = [];
  const candidates: VariantCandidate[] = [];
  // Building the search indexes once over the loaded rows beats updating them row by row.
  const tables = ['ads', 'ad_publishers', 'ad_tags', 'ad_similarity_keys'];
  await withIndexesDeferred(db, tables, async () => {
    for (const batch of catalog.ads) {
      const tags = adTagRows(batch.ads);
      await bulkInsert(db, 'ads', withTagKeys(batch.ads, tags));
      await bulkInsert(db, 'ad_publishers', batch.publishers);
      await bulkInsert(db, 'ad_tags', tags);
      const similarity = await similarityRows(batch.ads);
      await bulkInsert(db, 'ad_image_fingerprints', similarity.fingerprints);
      await bulkInsert(db, 'ad_similarity_keys', similarity.keys);
      candidates.push(...batch.ads.map(variantCandidate));
      if (metaAds.length < DEMO_COLLECTION_ADS)
        metaAds.push(...batch.ads.filter((ad) => ad.platform === 'meta'));
    }
    await storeVariantGroups(db, candidates);
  });
  return metaAds.slice(0, DEMO_COLLECTION_ADS);
}

async function seedAccounts(db: Queryable, metaAds: AdRow[], seedDay: Date): Promise<void> {
  const rng = createRng(SEED + 1);
  const plans = generatePlans();
  await bulkInsert(db, 'plans', plans);
  await bulkInsert(db, 'coupons', couponsFor(seedDay));
  await bulkInsert(db, 'tutorials', TUTORIALS);
  await bulkInsert(
    db,
    'downloads',
    DOWNLOADS.map((item, index) => ({
      ...item,
      published_at: daysBefore(index * 9 + 2, seedDay).toISOString(),
    })),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD, DEMO_SALT);
  const created = seedDay.toISOString();
  const renews = daysBefore(-20, seedDay).toISOString();
  await bulkInsert(
    db,
    'users',
    DEMO_USERS.map((user) => ({
      email: user.email,
      name: user.name,
      password_hash: passwordHash,
      email_confirmed: user.confirmed,
      plan_id:
        plans.find((plan) => plan.tier === user.plan_tier && plan.interval === 'month')?.id ?? null,
      credits: user.credits,
      used_credits: user.used_credits,
      renews_at: user.plan_tier === 'free' ? null : renews,
      saved_device: false,
      allowed_routes: user.allowed_routes,
      blocked_routes: user.blocked_routes,
      is_new_user: false,
      active_platform: 'meta',
      referral_code: user.referral_code,
      saw_intro: true,
      created_at: created,
    })),
  );
  const users = await db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users ORDER BY id',
  );
  const demo = users.find((user) => user.email === 'demo@adlens.test');
  if (!demo) throw new Error('demo user missing after seed');
  await bulkInsert(
    db,
    'notifications',
    users.flatMap((user) =>
      generateNotifications(rng, user.id === demo.id ? 24 : 4, seedDay).map((item) => ({
        user_id: user.id,
        ...item,
      })),
    ),
  );
  await bulkInsert(
    db,
    'referral_events',
    generateReferralEvents(rng, 420, seedDay).map((event) => ({ referrer_id: demo.id, ...event })),
  );
  await bulkInsert(db, 'payouts', [
    {
      user_id: demo.id,
      amount: 120,
      method: 'paypal',
      status: 'paid',
      created_at: daysBefore(40, seedDay).toISOString(),
    },
  ]);
  await bulkInsert(db, 'team_members', [
    {
      owner_id: demo.id,
      email: 'teammate@adlens.test',
      status: 'active',
      added_at: daysBefore(60, seedDay).toISOString(),
    },
    {
      owner_id: demo.id,
      email: 'invited@adlens.test',
      status: 'invited',
      added_at: daysBefore(3, seedDay).toISOString(),
    },
  ]);
  await bulkInsert(db, 'saved_filters', [
    {
      user_id: demo.id,
      platform: 'meta',
      name: 'Shopify stores in the US',
      filters: { countries: ['US'], ecommerce_platforms: ['Shopify'] },
      created_at: daysBefore(12, seedDay).toISOString(),
    },
    {
      user_id: demo.id,
      platform: 'tiktok',
      name: 'Viral videos',
      filters: { engagement: { plays: { min: 1_000_000 } } },
      created_at: daysBefore(5, seedDay).toISOString(),
    },
  ]);
  const collections = await db.query<{ id: number }>(
    `INSERT INTO collections (user_id, platform, name, is_default, created_at, updated_at)
     VALUES ($1, 'meta', 'Saved', true, $2, $2), ($1, 'meta', 'Summer ideas', false, $2, $2)
     RETURNING id`,
    [demo.id, daysBefore(30, seedDay).toISOString()],
  );
  await bulkInsert(
    db,
    'collection_ads',
    metaAds.map((ad, index) => ({
      collection_id: collections[index % 2]?.id,
      ad_id: ad.id,
      added_at: daysBefore(index, seedDay).toISOString(),
    })),
  );
}

/**
 * Fills an empty, migrated database with the deterministic seed data, dated back from `seedDay`
 * (default: today in UTC), and records that day for the server to report. `size` names a seed
 * size or gives its counts (tests of the large seed's path at a reduced size).
 */
export async function seedDatabase(
  db: Queryable,
  size: SeedSize | SeedCounts = 'full',
  seedDay: Date = seedDayOf(),
  batchRows = AD_BATCH_ROWS,
): Promise<void> {
  const counts = typeof size === 'string' ? SEED_COUNTS[size] : size;
  const metaAds = await seedCatalog(db, counts, seedDay, batchRows);
  await seedAccounts(db, metaAds, seedDay);
  await bulkInsert(db, 'seed_info', [{ seed_day: isoDay(seedDay) }]);
  // VACUUM too, not ANALYZE alone: it marks the freshly loaded pages all-visible, so counts run as
  // index-only scans instead of reading a heap page per ad. PGlite runs no autovacuum to do it later;
  // on a server an autovacuum ANALYZE running at the same moment can hold some pages back, which the
  // server's autovacuum then marks itself.
  await db.exec('VACUUM ANALYZE');
}
