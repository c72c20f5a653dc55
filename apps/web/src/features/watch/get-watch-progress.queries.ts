import type { EndpointResponse } from '@streamit/contract';
import { getWatchProgressEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { takeEarlySavedPlace } from './early-saved-place';

/** A saved place read this recently (the watch route's prefetch) starts the player without asking again. */
export const PROGRESS_FRESH_MS = 5_000;
const PROGRESS_KEPT_MS = 30_000;

/** Query options for GET /activities/:id/progress; the only place that knows this query's key. */
export function getWatchProgressQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: ['watch', 'progress', activityId] as const,
    queryFn: async ({ signal }) => {
      // The answer the page's warm-up read as it loaded (early-saved-place.ts), once; a failed one is asked again here.
      const early = await takeEarlySavedPlace(activityId);
      if (early) return early as EndpointResponse<typeof getWatchProgressEndpoint>;
      return apiClient.request(getWatchProgressEndpoint, { params: { id: activityId }, signal });
    },
    // Always read fresh on opening a video: the saved place changes with every heartbeat. Kept a little while
    // unobserved so the watch route's prefetch (routes/watch-prefetch.ts) hands its answer to the player.
    staleTime: 0,
    gcTime: PROGRESS_KEPT_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The signed-in member's saved place in a video (not fetched for guests). */
export function useWatchProgress(activityId: string, enabled: boolean) {
  return useQuery({ ...getWatchProgressQueryOptions(activityId), enabled });
}
