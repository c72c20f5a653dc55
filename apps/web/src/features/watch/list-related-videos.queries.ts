import { listActivitiesEndpoint } from '@streamit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** How many related cards the watch page shows. */
export const RELATED_LIMIT = 8;

/** Query options for GET /activities?type=VIDEO&category=…; the only place that knows this query's key. */
export function listRelatedVideosQueryOptions(activityId: string, categorySlug: string | null) {
  return queryOptions({
    queryKey: ['watch', 'related', activityId, categorySlug] as const,
    queryFn: async ({ signal }) => {
      const page = await apiClient.request(listActivitiesEndpoint, {
        // One more than shown, since the video being watched may be among them.
        query: {
          type: 'VIDEO',
          category: categorySlug ?? undefined,
          sort: 'popular',
          limit: RELATED_LIMIT + 1,
        },
        signal,
      });
      return page.items.filter((item) => item.id !== activityId).slice(0, RELATED_LIMIT);
    },
  });
}

/** Other videos of the same category (any videos when it has none), most watched first. */
export function useRelatedVideos(activityId: string, categorySlug: string | null) {
  return useQuery(listRelatedVideosQueryOptions(activityId, categorySlug));
}
