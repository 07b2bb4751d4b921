import { parseTagEvent } from '@adlens/shared-contracts';
import { type AnalyticsService } from '@adlens/shared-contracts/react';

/** One entry of the tag manager's data layer: the event's name beside its data. */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export interface AnalyticsDeps {
  /** The tag manager's data layer (created when missing). */
  dataLayer(): DataLayerEntry[];
  /** Mirrors an event as a RUM action. */
  addAction(name: string, context: Record<string, unknown>): void;
}

export const browserDataLayer = (): DataLayerEntry[] => (window.dataLayer ??= []);

/**
 * Spec section 7: named events with extra data go to the tag-manager data layer, and each is
 * mirrored as a RUM action. Events come from remote code built against some contract version, so
 * each is checked against its schema here; one that does not fit is dropped with a warning.
 */
export function createAnalyticsService(deps: AnalyticsDeps): AnalyticsService {
  return {
    track(event, data) {
      const parsed = parseTagEvent(event, data);
      if (!parsed) {
        console.warn(`[adlens] tag event "${String(event)}" dropped: data outside its schema`);
        return;
      }
      deps.dataLayer().push({ event, ...parsed });
      try {
        deps.addAction(event, parsed);
      } catch (error) {
        // Monitoring never breaks a page.
        console.warn('[adlens] RUM action failed', error);
      }
    },
  };
}
