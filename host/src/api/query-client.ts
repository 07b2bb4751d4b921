import { isApiError } from '@adlens/shared-contracts';
import { QueryClient } from '@tanstack/react-query';

/** Attempts after the first for a request that got no answer from the server (network failure). */
const NETWORK_RETRIES = 2;

/** A request that never got a response (status 0), as opposed to an answer of the server. */
function isNetworkFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0;
}

/**
 * The page session's query cache, shared by every remote through the federation share scope.
 * A server answer is never retried: the response handler has already acted on it (notification,
 * redirect, inline errors), and a second attempt would act twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => isNetworkFailure(error) && failures < NETWORK_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
