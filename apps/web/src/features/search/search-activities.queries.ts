import { searchActivitiesEndpoint } from '@streamit/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Results shown per search in the header's list. */
export const HEADER_SEARCH_LIMIT = 8;

/** Query options for GET /search/activities; the only place that knows this query's key. */
export function searchActivitiesQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['search', 'activities', query] as const,
    queryFn: ({ signal }) =>
      apiClient.request(searchActivitiesEndpoint, {
        query: { q: query, limit: HEADER_SEARCH_LIMIT },
        signal,
      }),
    enabled: query !== '',
    // The list keeps the last results while the next ones load, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** Searches published activities by title and description (PostgreSQL full-text search on the server). */
export function useSearchActivities(query: string) {
  return useQuery(searchActivitiesQueryOptions(query));
}
