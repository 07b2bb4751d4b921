import type { TagEventData, TagEventName } from '../analytics/tag-events';

/**
 * Named product events with data (spec section 7), pushed by the host to the tag-manager data
 * layer and mirrored as RUM actions. Data that does not fit the event's schema is dropped.
 */
export interface AnalyticsService {
  track<N extends TagEventName>(event: N, data: TagEventData<N>): void;
}
