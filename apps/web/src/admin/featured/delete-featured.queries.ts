import { deleteFeaturedEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { ADMIN_FEATURED_KEY } from './list-admin-featured.queries';

/** DELETE /admin/featured-content/:id: removes a slot, then the list is read again. */
export function useDeleteFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(deleteFeaturedEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEATURED_KEY }),
  });
}
