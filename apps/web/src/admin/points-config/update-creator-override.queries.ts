import { updateCreatorOverrideEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';
import type { UpdateMultiplierVariables } from './update-category-multiplier.queries';

/** PUT /admin/points-config/creator/:id: changes a creator's multiplier. */
export function useUpdateCreatorOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateMultiplierVariables) =>
      apiClient.request(updateCreatorOverrideEndpoint, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
