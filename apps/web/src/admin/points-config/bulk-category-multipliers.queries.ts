import { bulkCategoryMultipliersEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** POST /admin/points-config/category/bulk: one multiplier for many categories, in one audited statement. */
export function useBulkCategoryMultipliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: { categoryId: string; multiplierBp: number }[]) =>
      apiClient.request(bulkCategoryMultipliersEndpoint, { body: { items } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
