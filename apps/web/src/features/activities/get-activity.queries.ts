import { getActivityEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Query options for GET /activities/:id (uuid or slug); the only place that knows this query's key. */
export function getActivityQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['activities', 'detail', idOrSlug] as const,
    queryFn: ({ signal }) => apiClient.request(getActivityEndpoint, { params: { id: idOrSlug }, signal }),
  });
}

/** One published activity with its category, tags, credits and media. */
export function useActivity(idOrSlug: string) {
  return useQuery(getActivityQueryOptions(idOrSlug));
}
