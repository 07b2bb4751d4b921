import { type ApiClient, urlChainEndpoint } from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * Click URL to final URL of an ad (`GET /v1/platform/url-chain/{id}`): part of the paid detail,
 * so asked only once the detail is open (402 before).
 */
export function urlChainQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['url-chain', id],
    queryFn: ({ signal }) => api.call(urlChainEndpoint, { params: { id } }, { signal }),
  });
}
