import {
  type ApiClient,
  type Platform,
  adDetailEndpoint,
  isApiError,
} from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * An ad's detail (`GET /v1/{platform}/ads/{id}`). The first view of an ad costs credits, so it
 * runs only after the credit gate, never in a loader; a repeat view is free.
 */
export function adDetailQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: ['ad', platform, id],
    queryFn: ({ signal }) => api.call(adDetailEndpoint, { params: { platform, id } }, { signal }),
  });
}

export function isCreditLimitError(error: unknown): boolean {
  return isApiError(error) && error.meta.modal_name === 'CREDIT_LIMIT';
}
