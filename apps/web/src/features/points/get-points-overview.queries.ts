import { getPointsOverviewEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /points/overview: balance, tier progress and today's and this week's earnings against the caps. */
export function usePointsOverview(enabled = true) {
  return useQuery({
    queryKey: ['points', 'overview'],
    queryFn: ({ signal }) => apiClient.request(getPointsOverviewEndpoint, { signal }),
    enabled,
  });
}
