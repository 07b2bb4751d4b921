export type SeedSize = 'full' | 'small' | 'tiny';

export interface SeedCounts {
  ads: number;
  owners: number;
  domains: number;
}

/** `full` for the real server and e2e; `small` and `tiny` keep unit tests fast. */
export const SEED_COUNTS: Record<SeedSize, SeedCounts> = {
  full: { ads: 20_007, owners: 1_602, domains: 900 },
  small: { ads: 1_800, owners: 180, domains: 120 },
  tiny: { ads: 450, owners: 45, domains: 40 },
};
