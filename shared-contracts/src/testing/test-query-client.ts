import { QueryClient } from '@tanstack/react-query';
import { pageQueryDefaults } from '../services/query-defaults';

/**
 * A query cache with the host's defaults but no retries: a page's failure shows at once instead of
 * after the network retries' back-off (that rule is the contract's, tested with `pageQueryDefaults`).
 */
export function createTestQueryClient(): QueryClient {
  const { queries, mutations } = pageQueryDefaults();
  return new QueryClient({ defaultOptions: { queries: { ...queries, retry: false }, mutations } });
}
