import { listCreatorActivitiesEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Every query of the creator's own content starts with this key, so one invalidation refreshes them all. */
export const CREATOR_CONTENT_KEY = ['creatorContent'] as const;

const PROCESSING_POLL_MS = 3000;

/** Query options for GET /creator/activities; polls while any video is still processing. */
export function listCreatorActivitiesQueryOptions() {
  return queryOptions({
    queryKey: [...CREATOR_CONTENT_KEY, 'list'] as const,
    queryFn: ({ signal }) => apiClient.request(listCreatorActivitiesEndpoint, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'PROCESSING') ? PROCESSING_POLL_MS : false,
  });
}

/** The signed-in creator's own videos, whatever their status. */
export function useListCreatorActivities() {
  return useQuery(listCreatorActivitiesQueryOptions());
}
