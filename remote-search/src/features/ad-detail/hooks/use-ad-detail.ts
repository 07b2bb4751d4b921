import { type AdPreview, type Platform } from '@adlens/shared-contracts';
import { useAnalytics, useApi, useHostServices } from '@adlens/shared-contracts/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adDetailQuery } from '../api/ad-detail-query';
import { adPreviewQuery } from '../api/ad-preview-query';

/**
 * Loads (and, on a first view, pays for) an ad's detail once `enabled`. Each answer is one view:
 * it is tracked as `ad_opened` with what the server spent, the preview learns that the ad is paid,
 * and the header's credits are reloaded after a charge.
 */
export function useAdDetail(platform: Platform, id: number, enabled: boolean) {
  const api = useApi();
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const { session } = useHostServices();
  const detail = useQuery({ ...adDetailQuery(api, platform, id), enabled });
  const handled = useRef<unknown>(null);
  const { data } = detail;
  useEffect(() => {
    // Once per answer: a re-render (or React's strict double effect) must not count a second view.
    if (!data || handled.current === data) return;
    handled.current = data;
    const cost = data.credits.charged;
    analytics.track('ad_opened', { platform, ad_id: id, cost });
    queryClient.setQueryData(adPreviewQuery(api, platform, id).queryKey, (preview?: AdPreview) =>
      preview ? { ...preview, paid: true, cost: 0 } : preview,
    );
    if (cost > 0) void session.refreshUser().catch(() => {});
  }, [data, platform, id, analytics, queryClient, api, session]);
  return detail;
}
