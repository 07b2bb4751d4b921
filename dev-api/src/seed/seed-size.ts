export const SEED_SIZES = ['full', 'small', 'tiny', 'large'] as const;
export type SeedSize = (typeof SEED_SIZES)[number];

export interface SeedCounts {
  ads: number;
  owners: number;
  domains: number;
}

/**
 * `full` for the real server and e2e; `small` and `tiny` keep unit tests fast; `large` is the
 * scale benchmark's (`pnpm bench api`), with owners and domains grown in step with the ads so that
 * an owner page or a domain filter matches about as many ads as in `full`.
 */
export const SEED_COUNTS: Record<SeedSize, SeedCounts> = {
  full: { ads: 20_007, owners: 1_602, domains: 900 },
  small: { ads: 1_800, owners: 180, domains: 120 },
  tiny: { ads: 450, owners: 45, domains: 40 },
  large: { ads: 500_000, owners: 40_000, domains: 22_500 },
};

/** The seed size named by `value` (e.g. `DEV_API_SEED_SIZE`); anything else is an error. */
export function parseSeedSize(value: string): SeedSize {
  const size = SEED_SIZES.find((name) => name === value);
  if (!size) {
    throw new RangeError(`unknown seed size "${value}": use one of ${SEED_SIZES.join(', ')}`);
  }
  return size;
}
