import { type Platform, useApi, useHostServices } from '@adlens/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adDetailQuery } from '../api/ad-detail-query';
import { rememberOpened } from '../state/opened-ads';

/** Loads (and pays for) an ad's detail once `enabled`; refreshes the header's credits after. */
export function useAdDetail(platform: Platform, id: number, enabled: boolean) {
  const api = useApi();
  const { session } = useHostServices();
  const detail = useQuery({ ...adDetailQuery(api, platform, id), enabled });
  const { data } = detail;
  useEffect(() => {
    if (!data) return;
    rememberOpened(platform, id);
    if (data.credits.charged > 0) void session.refreshUser().catch(() => {});
  }, [data, platform, id, session]);
  return detail;
}
