import {
  type AdDetail,
  type Platform,
  adDetailEndpoint,
  isApiError,
  useApi,
  useHostServices,
} from '@adlens/shared-contracts';
import { useAsync } from '../../../lib/use-async';
import { rememberOpened } from '../state/opened-ads';

export function isCreditLimitError(error: unknown): boolean {
  return isApiError(error) && error.meta.modal_name === 'CREDIT_LIMIT';
}

/** Loads (and pays for) an ad's detail once `enabled`; refreshes the header's credits after. */
export function useAdDetail(platform: Platform, id: number, enabled: boolean) {
  const api = useApi();
  const { session } = useHostServices();
  return useAsync<AdDetail>(enabled ? `${platform}:${id}` : null, async (signal) => {
    const data = await api.call(adDetailEndpoint, { params: { platform, id } }, { signal });
    rememberOpened(platform, id);
    if (data.credits.charged > 0) void session.refreshUser().catch(() => {});
    return data.ad;
  });
}
