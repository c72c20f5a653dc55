import { RELATED_LIMITS } from '@streamit/contract';
import { listRelatedActivitiesEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Query options for GET /activities/:id/related; the only place that knows this query's key. */
export function listRelatedVideosQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: ['watch', 'related', activityId] as const,
    queryFn: async ({ signal }) => {
      const page = await apiClient.request(listRelatedActivitiesEndpoint, {
        params: { id: activityId },
        query: { limit: RELATED_LIMITS.default },
        signal,
      });
      return page.items;
    },
  });
}

/**
 * What to watch next: the same category, then the same creator, then trending (the server decides). `enabled`
 * false holds the request back (the watch page asks once its player has started).
 */
export function useRelatedVideos(activityId: string, enabled = true) {
  return useQuery({ ...listRelatedVideosQueryOptions(activityId), enabled });
}
