import { createCategoryMultiplierEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** POST /admin/points-config/category: a multiplier for a category that has none yet. */
export function useCreateCategoryMultiplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { categoryId: string; multiplierBp: number }) =>
      apiClient.request(createCategoryMultiplierEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
