/** Named product events with data, pushed to the tag-manager data layer and RUM. */
export interface AnalyticsService {
  track(event: string, data?: Record<string, unknown>): void;
}
