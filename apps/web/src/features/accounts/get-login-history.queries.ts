import { getLoginHistoryEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/login-history: the latest sign-in attempts, newest first. */
export function useLoginHistory() {
  return useQuery({
    queryKey: ['account', 'login-history'],
    queryFn: ({ signal }) =>
      apiClient.request(getLoginHistoryEndpoint, { signal, query: { page: 1, limit: 20 } }),
  });
}
