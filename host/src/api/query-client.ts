import { pageQueryDefaults } from '@adlens/shared-contracts/react';
import { QueryClient } from '@tanstack/react-query';

/** The page session's query cache, shared by every remote through the federation share scope. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: pageQueryDefaults() });
}
