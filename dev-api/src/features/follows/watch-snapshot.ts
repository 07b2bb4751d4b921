import type { ChangeKind } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';

/** The state of one ad that followers care about. */
const watchedAdSchema = z.object({
  id: z.number(),
  owner_id: z.number(),
  campaign_id: z.number().nullable(),
  is_active: z.boolean(),
  final_url: z.string(),
  countries: z.array(z.string()),
});
type WatchedAd = z.infer<typeof watchedAdSchema>;

export interface WatchSnapshot {
  /** The newest ad id: every ad above it after the run is new. */
  maxAdId: number;
  ads: Map<number, WatchedAd>;
}

export interface DetectedChange {
  ad_id: number;
  owner_id: number;
  campaign_id: number | null;
  kind: ChangeKind;
  detail: Record<string, string>;
  /** What the change rests on (decision 0061): the runs, their coverage, the dates. */
  evidence?: unknown;
  /** The evidence in one line: "not seen in 3 complete crawls since Nov 24". */
  explanation?: string;
}

/**
 * What followed owners and campaigns look like now: their ads' live state, plus every ad newer
 * than the snapshot before (saved filters may match any new ad).
 */
export async function takeSnapshot(db: Queryable, newerThan?: number): Promise<WatchSnapshot> {
  const rows = await db.query(
    `SELECT id, owner_id, campaign_id, is_active, final_url, countries FROM ads a
     WHERE a.owner_id IN (SELECT target_id FROM follows WHERE kind = 'owner')
        OR a.campaign_id IN (SELECT target_id FROM follows WHERE kind = 'campaign')
        OR a.id > $1
     ORDER BY id`,
    [newerThan ?? 2_147_483_647],
  );
  const [max] = await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM ads');
  const ads = new Map<number, WatchedAd>();
  for (const row of rows) {
    const ad = watchedAdSchema.parse(row);
    ads.set(ad.id, ad);
  }
  return { maxAdId: max?.id ?? 0, ads };
}

/**
 * The changes between two snapshots, in a stable order (by ad, then kind). Ingestion takes only
 * the new countries from here; ads' own changes come from crawl evidence (decision 0061).
 */
export function compareSnapshots(before: WatchSnapshot, after: WatchSnapshot): DetectedChange[] {
  const changes: DetectedChange[] = [];
  const base = (ad: WatchedAd) => ({
    ad_id: ad.id,
    owner_id: ad.owner_id,
    campaign_id: ad.campaign_id,
  });
  for (const ad of after.ads.values()) {
    if (ad.id > before.maxAdId) {
      changes.push({ ...base(ad), kind: 'new_ad', detail: {} });
      continue;
    }
    const was = before.ads.get(ad.id);
    if (!was) continue;
    if (was.is_active && !ad.is_active) changes.push({ ...base(ad), kind: 'stopped', detail: {} });
    if (was.final_url !== ad.final_url)
      changes.push({
        ...base(ad),
        kind: 'landing_changed',
        detail: { from: was.final_url, to: ad.final_url },
      });
  }
  changes.push(...newCampaignCountries(before, after));
  return changes;
}

/** Countries a campaign shows in after the run that none of its ads showed in before. */
function newCampaignCountries(before: WatchSnapshot, after: WatchSnapshot): DetectedChange[] {
  const shownBefore = new Map<number, Set<string>>();
  for (const ad of before.ads.values()) {
    if (ad.campaign_id === null) continue;
    const set = shownBefore.get(ad.campaign_id) ?? new Set<string>();
    for (const country of ad.countries) set.add(country);
    shownBefore.set(ad.campaign_id, set);
  }
  const changes: DetectedChange[] = [];
  const announced = new Set<string>();
  for (const ad of after.ads.values()) {
    if (ad.campaign_id === null) continue;
    const known = shownBefore.get(ad.campaign_id);
    // A campaign nobody watched before has no "before" to compare with.
    if (!known) continue;
    for (const country of ad.countries) {
      const key = `${ad.campaign_id}:${country}`;
      if (known.has(country) || announced.has(key)) continue;
      announced.add(key);
      changes.push({
        ad_id: ad.id,
        owner_id: ad.owner_id,
        campaign_id: ad.campaign_id,
        kind: 'new_country',
        detail: { country },
      });
    }
  }
  return changes;
}
