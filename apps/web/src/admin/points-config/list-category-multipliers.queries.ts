import { listCategoryMultipliersEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** GET /admin/points-config/category: the categories that have their own multiplier. */
export function useCategoryMultipliers() {
  return useQuery({
    queryKey: [...POINTS_CONFIG_KEY, 'category'] as const,
    queryFn: ({ signal }) => apiClient.request(listCategoryMultipliersEndpoint, { signal }),
  });
}
