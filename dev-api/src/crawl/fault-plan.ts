import { createRng, hashString } from '../seed/prng';

/**
 * The faults one run of one scope meets. Drawn from a seed, so a run's faults are known in
 * advance and a test can name the ones it means (`planFaults` or a literal plan).
 */
export interface FaultPlan {
  /** The source answers nothing for the whole day. */
  outage: boolean;
  /** The page (0-based) that fails; the crawler reads no further. */
  failedPage: number | null;
  /** A relevance-ordered source reshuffles between pages (some ads repeat, some are skipped). */
  reshuffle: boolean;
  /** The source repeats ids across pages. */
  duplicates: boolean;
  /** The source serves fewer pages than usual today (null: its usual cap). */
  pageCap: number | null;
}

export const NO_FAULTS: FaultPlan = {
  outage: false,
  failedPage: null,
  reshuffle: false,
  duplicates: false,
  pageCap: null,
};

/** How often each fault strikes a run (outages hit a whole platform's day). */
export const FAULT_RATES = {
  outage: 0.04,
  failedPage: 0.06,
  reshuffle: 0.3,
  duplicates: 0.15,
  pageCap: 0.05,
} as const;

/** The platform-wide part: whether the source is down all day. */
export function planOutage(seed: number, day: string, platform: string): boolean {
  return createRng(hashString(`${seed}:outage:${day}:${platform}`)).chance(FAULT_RATES.outage);
}

/** The faults of one scope's run on one day, the same for the same seed, day and scope. */
export function planFaults(seed: number, day: string, platform: string, scope: string): FaultPlan {
  const rng = createRng(hashString(`${seed}:${day}:${scope}`));
  return {
    outage: planOutage(seed, day, platform),
    failedPage: rng.chance(FAULT_RATES.failedPage) ? rng.int(0, 2) : null,
    reshuffle: rng.chance(FAULT_RATES.reshuffle),
    duplicates: rng.chance(FAULT_RATES.duplicates),
    pageCap: rng.chance(FAULT_RATES.pageCap) ? 1 : null,
  };
}
