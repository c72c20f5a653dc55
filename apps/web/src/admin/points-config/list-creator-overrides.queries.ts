import { listCreatorOverridesEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** GET /admin/points-config/creator: every creator override. */
export function useCreatorOverrides() {
  return useQuery({
    queryKey: [...POINTS_CONFIG_KEY, 'creator'] as const,
    queryFn: ({ signal }) => apiClient.request(listCreatorOverridesEndpoint, { signal }),
  });
}
