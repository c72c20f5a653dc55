import { getWatchProgressEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Query options for GET /activities/:id/progress; the only place that knows this query's key. */
export function getWatchProgressQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: ['watch', 'progress', activityId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(getWatchProgressEndpoint, { params: { id: activityId }, signal }),
    // Always read fresh on opening a video: the saved place changes with every heartbeat.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The signed-in member's saved place in a video (not fetched for guests). */
export function useWatchProgress(activityId: string, enabled: boolean) {
  return useQuery({ ...getWatchProgressQueryOptions(activityId), enabled });
}
