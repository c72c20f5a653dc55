import { reorderFeaturedEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { ADMIN_FEATURED_KEY } from './list-admin-featured.queries';

/** POST /admin/featured-content/reorder: the server's answer (the list in its new order) replaces the cache. */
export function useReorderFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiClient.request(reorderFeaturedEndpoint, { body: { ids } }),
    onSuccess: (list) => {
      queryClient.setQueryData(ADMIN_FEATURED_KEY, list);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEATURED_KEY }),
  });
}
