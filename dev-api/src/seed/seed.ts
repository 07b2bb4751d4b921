import type { Queryable } from '../db/database';
import { bulkInsert } from '../db/bulk-insert';
import { hashPassword } from '../features/auth/passwords';
import { buildAdContext, generateAd } from './gen-ads';
import type { AdRow, PublisherRow } from './gen-ads';
import { lookAlikeSlot, makeLookAlike, withVariantColumns } from './gen-look-alikes';
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
import type { SeedSize } from './seed-size';

const SEED = 20_261_101;
/** A fixed salt keeps the seed deterministic; real sign-ups get a random one. */
const DEMO_SALT = Buffer.from('adlens-demo-salt');

/**
 * The catalog as the seed stores it (deterministic for a size and day), ads with their variant
 * columns: built apart from storing so that tests can read the generators' output directly.
 */
export function generateCatalog(size: SeedSize, seedDay: Date) {
  const rng = createRng(SEED);
  const counts = SEED_COUNTS[size];
  const domains = generateDomains(rng, counts.domains);
  const owners = generateOwners(rng, counts);
  const campaigns = generateCampaigns(rng, owners, domains);
  const context = buildAdContext(owners, domains, campaigns, seedDay);
  const ads: AdRow[] = [];
  const publishers: PublisherRow[] = [];
  for (let id = 1; id <= counts.ads; id++) {
    const generated = generateAd(rng, id, context);
    const slot = lookAlikeSlot(id);
    const base = slot ? ads[slot.baseId - 1] : undefined;
    ads.push(slot && base ? makeLookAlike(generated.ad, base, slot.kind) : generated.ad);
    publishers.push(...generated.publishers);
  }
  return { domains, owners, campaigns, ads: withVariantColumns(ads), publishers };
}

async function seedCatalog(db: Queryable, size: SeedSize, seedDay: Date): Promise<AdRow[]> {
  const { domains, owners, campaigns, ads, publishers } = generateCatalog(size, seedDay);
  await bulkInsert(db, 'domains', domains);
  await bulkInsert(db, 'owners', owners);
  await bulkInsert(db, 'campaigns', campaigns);
  await bulkInsert(db, 'ads', ads);
  await bulkInsert(db, 'ad_publishers', publishers);
  return ads;
}

async function seedAccounts(db: Queryable, ads: AdRow[], seedDay: Date): Promise<void> {
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
  const metaAds = ads.filter((ad) => ad.platform === 'meta').slice(0, 14);
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
 * (default: today in UTC), and records that day for the server to report.
 */
export async function seedDatabase(
  db: Queryable,
  size: SeedSize = 'full',
  seedDay: Date = seedDayOf(),
): Promise<void> {
  const ads = await seedCatalog(db, size, seedDay);
  await seedAccounts(db, ads, seedDay);
  await bulkInsert(db, 'seed_info', [{ seed_day: isoDay(seedDay) }]);
  await db.exec('ANALYZE');
}
