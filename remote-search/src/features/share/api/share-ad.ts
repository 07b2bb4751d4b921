import { type Platform, shareAdEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';

/** Creates (or finds) the ad's public link (`POST /v1/platform/shared/ads`). */
export function shareAd(api: ApiClient, platform: Platform, adId: number) {
  return api.call(shareAdEndpoint, { body: { platform, ad_id: adId } });
}
