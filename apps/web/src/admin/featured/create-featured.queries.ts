import type { FeaturedItemInput } from '@streamit/contract';
import { createFeaturedEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { ADMIN_FEATURED_KEY } from './list-admin-featured.queries';

/** POST /admin/featured-content: adds a slot (at the end), then the list is read again. */
export function useCreateFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeaturedItemInput) => apiClient.request(createFeaturedEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEATURED_KEY }),
  });
}
