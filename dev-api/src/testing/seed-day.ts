import { addDays } from '../seed/reference-date';

/** The day the test template was seeded for (global-setup.ts), as `YYYY-MM-DD`. */
export function testSeedDay(): string {
  const day = process.env.ADLENS_TEST_SEED_DAY;
  if (!day) throw new Error('ADLENS_TEST_SEED_DAY is set by the jest global setup');
  return day;
}

/** A `YYYY-MM-DD` day `days` after the test seed day (negative: before). */
export const seedDayPlus = (days: number): string => addDays(testSeedDay(), days);
