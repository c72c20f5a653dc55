import { getDashboardStatsEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/dashboard-stats: the signed-in member's summary. */
export function useDashboardStats() {
  return useQuery({
    queryKey: ['member', 'dashboard-stats'],
    queryFn: ({ signal }) => apiClient.request(getDashboardStatsEndpoint, { signal }),
  });
}
