import { deleteCreatorOverrideEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** DELETE /admin/points-config/creator/:id: back to the defaults. */
export function useDeleteCreatorOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(deleteCreatorOverrideEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
