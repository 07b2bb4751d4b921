import { type Platform, adDetailEndpoint, isApiError } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * An ad's detail (`GET /v1/{platform}/ads/{id}`). The first view of an ad costs credits, so it
 * runs only after the credit gate, never in a loader; a repeat view is free. Not kept once the
 * page is left (`gcTime: 0`): each visit is one view that the server answers with what it spent,
 * which is the cost `ad_opened` reports.
 */
export function adDetailQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.adDetail(platform, id),
    queryFn: ({ signal }) => api.call(adDetailEndpoint, { params: { platform, id } }, { signal }),
    gcTime: 0,
  });
}

export function isCreditLimitError(error: unknown): boolean {
  return isApiError(error) && error.meta.modal_name === 'CREDIT_LIMIT';
}
