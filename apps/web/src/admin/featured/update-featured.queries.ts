import type { FeaturedItemInput } from '@streamit/contract';
import { updateFeaturedEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { ADMIN_FEATURED_KEY } from './list-admin-featured.queries';

/** Variables of an edit: the slot and its new content. */
export interface UpdateFeaturedVariables {
  id: string;
  body: FeaturedItemInput;
}

/** PUT /admin/featured-content/:id: replaces a slot, then the list is read again. */
export function useUpdateFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateFeaturedVariables) =>
      apiClient.request(updateFeaturedEndpoint, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEATURED_KEY }),
  });
}
