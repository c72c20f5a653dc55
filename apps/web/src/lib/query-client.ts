import { QUERY_CACHE } from '@streamit/contract';
import { QueryClient } from '@tanstack/react-query';
import { isClientErrorResponse } from './api-client';

/** Spec §9 retry delay: 1 s doubled per failed attempt, capped at 30 s. */
export function getQueryRetryDelayMs(failureCount: number): number {
  return Math.min(QUERY_CACHE.retryBaseDelayMs * 2 ** failureCount, QUERY_CACHE.retryMaxDelayMs);
}

// A 4xx is the server's considered answer (bad input, signed out, not found): asking again cannot change it,
// and a 401 has already signed the user out. 5xx and network failures were already retried three times by
// the API client; the query-level retries of spec §9 give a struggling server a few more, longer chances.
function createRetryRule(maxRetries: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => failureCount < maxRetries && !isClientErrorResponse(error);
}

/** Creates the app's TanStack Query client with the cache and retry defaults of spec §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: createRetryRule(QUERY_CACHE.queryRetries),
        retryDelay: getQueryRetryDelayMs,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
      },
      mutations: {
        // A mutation retry calls the API again; pass one `idempotencyKey` per mutate() so it is not repeated.
        retry: createRetryRule(QUERY_CACHE.mutationRetries),
        retryDelay: getQueryRetryDelayMs,
      },
    },
  });
}
