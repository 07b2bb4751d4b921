import {
  AD_CATEGORIES,
  AFFILIATE_NETWORKS,
  COUNTRY_CODES,
  ECOMMERCE_PLATFORMS,
  FUNNELS,
  PLATFORMS,
  TRACKERS,
} from '@adlens/shared-contracts';
import type { Platform } from '@adlens/shared-contracts';
import type { Rng } from './prng';
import type { SeedCounts } from './seed-size';
import { BRAND_PREFIXES, BRAND_SUFFIXES, CMS, TLDS } from './words';
import type { DomainRow } from '../db/rows/domain-row';

export interface OwnerRow {
  id: number;
  platform: Platform;
  name: string;
  verified: boolean;
  followers: number;
  category: string;
  country: string;
}

export type { DomainRow };

export interface CampaignRow {
  id: number;
  platform: Platform;
  owner_id: number;
  domain_id: number;
  name: string;
  landing_url: string;
}

function slug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export function generateDomains(rng: Rng, count: number): DomainRow[] {
  const rows: DomainRow[] = [];
  const seen = new Set<string>();
  for (let id = 1; rows.length < count; id++) {
    const base = `${slug(rng.pick(BRAND_PREFIXES))}${slug(rng.pick(BRAND_SUFFIXES))}`;
    const name = `${base}${seen.has(`${base}`) ? id : ''}.${rng.pick(TLDS)}`;
    if (seen.has(name)) continue;
    seen.add(base);
    seen.add(name);
    const shop = rng.chance(0.45);
    rows.push({
      id: rows.length + 1,
      name,
      ecommerce_platform: shop ? rng.pick(ECOMMERCE_PLATFORMS) : null,
      cms: shop ? null : rng.pick(CMS),
      funnel: rng.chance(0.2) ? rng.pick(FUNNELS) : null,
      affiliate_network: rng.chance(0.3) ? rng.pick(AFFILIATE_NETWORKS) : null,
      tracker: rng.chance(0.35) ? rng.pick(TRACKERS) : null,
    });
  }
  return rows;
}

export function generateOwners(rng: Rng, counts: SeedCounts): OwnerRow[] {
  const rows: OwnerRow[] = [];
  for (let id = 1; id <= counts.owners; id++) {
    const platform = PLATFORMS[(id - 1) % PLATFORMS.length] ?? 'meta';
    rows.push({
      id,
      platform,
      name: `${rng.pick(BRAND_PREFIXES)} ${rng.pick(BRAND_SUFFIXES)}${rng.chance(0.3) ? ` ${rng.int(2, 99)}` : ''}`,
      verified: rng.chance(platform === 'x' ? 0.4 : 0.15),
      followers: rng.longTail(5_000_000, 4) + rng.int(50, 2000),
      category: rng.pick(AD_CATEGORIES),
      country: rng.pick(COUNTRY_CODES.filter((code) => code !== 'WW')),
    });
  }
  return rows;
}

/** Native and display owners run campaigns: ads grouped by landing page. */
export function generateCampaigns(
  rng: Rng,
  owners: OwnerRow[],
  domains: DomainRow[],
): CampaignRow[] {
  const rows: CampaignRow[] = [];
  for (const owner of owners) {
    if (owner.platform !== 'native' && owner.platform !== 'display') continue;
    const count = rng.int(1, 3);
    for (let index = 0; index < count; index++) {
      const domain = rng.pick(domains);
      rows.push({
        id: rows.length + 1,
        platform: owner.platform,
        owner_id: owner.id,
        domain_id: domain.id,
        name: `${owner.name} - ${rng.pick(['Spring', 'Summer', 'Autumn', 'Winter', 'Launch', 'Evergreen'])} ${index + 1}`,
        landing_url: `https://${domain.name}/offer/${rows.length + 1}`,
      });
    }
  }
  return rows;
}
