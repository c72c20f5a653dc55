import { listFeaturedEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Query options for GET /activities/featured; the only place that knows this query's key. */
export function listFeaturedOptions() {
  return queryOptions({
    queryKey: ['browse', 'featured'] as const,
    queryFn: ({ signal }) => apiClient.request(listFeaturedEndpoint, { signal }),
  });
}

/** The featured items live now, in the order staff curated. */
export function useFeatured() {
  return useQuery(listFeaturedOptions());
}
