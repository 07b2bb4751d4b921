import { webhookDeliveriesEndpoint, webhookEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** The user's webhook or null (`GET /v1/user/webhook`); never carries the secret. */
export function webhookQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.webhook(),
    queryFn: ({ signal }) => api.call(webhookEndpoint, {}, { signal }),
  });
}

/** The newest deliveries with their attempts (`GET /v1/user/webhook/deliveries`). */
export function webhookDeliveriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.webhookDeliveries(),
    queryFn: ({ signal }) =>
      api.call(webhookDeliveriesEndpoint, { query: { page: 1, per_page: 20 } }, { signal }),
  });
}
