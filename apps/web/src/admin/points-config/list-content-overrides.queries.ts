import { listContentOverridesEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** GET /admin/points-config/content: every content override. */
export function useContentOverrides() {
  return useQuery({
    queryKey: [...POINTS_CONFIG_KEY, 'content'] as const,
    queryFn: ({ signal }) => apiClient.request(listContentOverridesEndpoint, { signal }),
  });
}
