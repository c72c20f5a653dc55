import { listCategoriesEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Query options for GET /activities/categories; the only place that knows this query's key. */
export function listCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'] as const,
    queryFn: ({ signal }) => apiClient.request(listCategoriesEndpoint, { signal }),
  });
}

/** Reads every content category, in display order. */
export function useListCategories() {
  return useQuery(listCategoriesQueryOptions());
}
