import type { DefaultOptions } from '@tanstack/react-query';
import { isApiError } from '../errors/api-error';

/** Attempts after the first for a request that got no answer from the server (network failure). */
const NETWORK_RETRIES = 2;

/** A request that never got a response (status 0), as opposed to an answer of the server. */
function isNetworkFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0;
}

/**
 * The defaults of the page session's query cache, read by the host (which builds the one cache
 * every remote shares) and by the page test kit, so that a page is tested under the cache it
 * runs with. Loaded data stays fresh for 30 s, so a page does not refetch what its loader read.
 * A server answer is never retried: the response handler has already acted on it (notification,
 * redirect, inline errors), and a second attempt would act twice.
 */
export function pageQueryDefaults(): DefaultOptions {
  return {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => isNetworkFailure(error) && failures < NETWORK_RETRIES,
    },
    mutations: { retry: false },
  };
}
