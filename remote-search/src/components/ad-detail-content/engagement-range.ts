/** The period and interval of an engagement history request. */
export interface EngagementRange {
  from?: string;
  to?: string;
  interval: 'day' | 'week' | 'month';
}

/** What the engagement panel shows first (and what the page's loader loads). */
export const FIRST_ENGAGEMENT_RANGE: EngagementRange = { interval: 'week' };

export function isInterval(value: string): value is EngagementRange['interval'] {
  return value === 'day' || value === 'week' || value === 'month';
}
