import { urlChainEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * Click URL to final URL of an ad (`GET /v1/platform/url-chain/{id}`): part of the paid detail,
 * so asked only once the detail is open (402 before).
 */
export function urlChainQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: searchKeys.urlChain(id),
    queryFn: ({ signal }) => api.call(urlChainEndpoint, { params: { id } }, { signal }),
  });
}
