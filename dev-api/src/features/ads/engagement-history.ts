import type { EngagementHistory } from '@adlens/shared-contracts';
import { hashString } from '../../seed/prng';
import { addDays, daysBetween } from '../../seed/reference-date';

const STEP_DAYS = { day: 1, week: 7, month: 30 } as const;
const MAX_POINTS = 120;

export interface HistorySource {
  id: number;
  first_seen: string;
  last_seen: string;
  seen_count: number;
  engagement: Record<string, number>;
}

/**
 * The cumulative counters over the ad's life, derived from its final counters: a saturating
 * curve with per-ad jitter. Deterministic, so no history table is needed.
 */
export function engagementHistory(
  ad: HistorySource,
  query: { from?: string; to?: string; interval: keyof typeof STEP_DAYS },
): EngagementHistory {
  const from = query.from && query.from > ad.first_seen ? query.from : ad.first_seen;
  const to = query.to && query.to < ad.last_seen ? query.to : ad.last_seen;
  const life = Math.max(1, daysBetween(ad.first_seen, ad.last_seen));
  const span = daysBetween(from, to);
  const step = Math.max(STEP_DAYS[query.interval], Math.ceil(span / MAX_POINTS));
  const keys = Object.keys(ad.engagement);
  const points: EngagementHistory['points'] = [];
  const curve = (day: string, salt: string) => {
    const t = Math.min(1, Math.max(0, daysBetween(ad.first_seen, day) / life));
    const jitter = 0.97 + (hashString(`${ad.id}:${day}:${salt}`) % 600) / 10_000;
    return Math.min(1, ((1 - Math.exp(-4 * t)) / (1 - Math.exp(-4))) * (t < 1 ? jitter : 1));
  };
  for (let offset = 0; offset <= span; offset += step) {
    const day = addDays(from, offset);
    points.push(pointFor(day));
  }
  if (span >= 0 && points.at(-1)?.date !== to) points.push(pointFor(to));
  return { keys, points };

  function pointFor(day: string) {
    const values: Record<string, number> = {};
    for (const key of keys) values[key] = Math.round((ad.engagement[key] ?? 0) * curve(day, key));
    return { date: day, seen: Math.round(ad.seen_count * curve(day, 'seen')), values };
  }
}
