import { getReferralStatsEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /referral/stats: who joined with the member's code, each referral's state and the reward one earns. */
export function useReferralStats() {
  return useQuery({
    queryKey: ['member', 'referral-stats'],
    queryFn: ({ signal }) => apiClient.request(getReferralStatsEndpoint, { signal }),
  });
}
