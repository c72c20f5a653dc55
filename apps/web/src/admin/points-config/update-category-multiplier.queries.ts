import { updateCategoryMultiplierEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** Variables of a multiplier change: the row, its new multiplier and the version read. */
export interface UpdateMultiplierVariables {
  id: string;
  multiplierBp: number;
  version: number;
}

/** PUT /admin/points-config/category/:id: changes a category's multiplier. */
export function useUpdateCategoryMultiplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateMultiplierVariables) =>
      apiClient.request(updateCategoryMultiplierEndpoint, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
