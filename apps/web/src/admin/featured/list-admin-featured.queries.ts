import { listAdminFeaturedEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key of the staff list of featured slots. */
export const ADMIN_FEATURED_KEY = ['admin', 'featured'] as const;

/** Query options for GET /admin/featured-content (every slot, in order). */
export function adminFeaturedQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_FEATURED_KEY,
    queryFn: ({ signal }) => apiClient.request(listAdminFeaturedEndpoint, { signal }),
  });
}

/** Reads every featured slot, scheduled and expired included, in order. */
export function useAdminFeatured() {
  return useQuery(adminFeaturedQueryOptions());
}
