import { getWatchToEarnStatsEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /users/me/stats/watch-to-earn: what watching earns and the member's progress against the caps. */
export function useWatchToEarnStats(enabled = true) {
  return useQuery({
    queryKey: ['points', 'watch-to-earn'],
    queryFn: ({ signal }) => apiClient.request(getWatchToEarnStatsEndpoint, { signal }),
    enabled,
  });
}
