import { listContinueWatchingEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Cards in the Continue watching row. */
export const CONTINUE_WATCHING_LIMIT = 12;

/** Query options for GET /activities/user/continue-watching; the only place that knows this query's key. */
export function listContinueWatchingQueryOptions() {
  return queryOptions({
    queryKey: ['watch', 'continue-watching'] as const,
    queryFn: ({ signal }) =>
      apiClient.request(listContinueWatchingEndpoint, {
        query: { limit: CONTINUE_WATCHING_LIMIT },
        signal,
      }),
    // Saved places move with every heartbeat: read them fresh whenever the row mounts.
    staleTime: 0,
  });
}

/** The signed-in member's videos to resume (not fetched for guests). */
export function useContinueWatching(enabled: boolean) {
  return useQuery({ ...listContinueWatchingQueryOptions(), enabled });
}
