import {
  type ApiClient,
  webhookDeliveriesEndpoint,
  webhookEndpoint,
} from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';

export const WEBHOOK_QUERY_KEY = ['account', 'webhook'] as const;
export const WEBHOOK_DELIVERIES_QUERY_KEY = ['account', 'webhook', 'deliveries'] as const;

/** The user's webhook or null (`GET /v1/user/webhook`); never carries the secret. */
export function webhookQuery(api: ApiClient) {
  return queryOptions({
    queryKey: WEBHOOK_QUERY_KEY,
    queryFn: ({ signal }) => api.call(webhookEndpoint, {}, { signal }),
  });
}

/** The newest deliveries with their attempts (`GET /v1/user/webhook/deliveries`). */
export function webhookDeliveriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: WEBHOOK_DELIVERIES_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.call(webhookDeliveriesEndpoint, { query: { page: 1, per_page: 20 } }, { signal }),
  });
}
