import { getMyReferralCodeEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /referral/my-code: the member's referral code and sign-up link. */
export function useReferralCode() {
  return useQuery({
    queryKey: ['member', 'referral-code'],
    queryFn: ({ signal }) => apiClient.request(getMyReferralCodeEndpoint, { signal }),
  });
}
