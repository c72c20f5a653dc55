import { getLoginHistoryEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const FIRST_PAGE = { page: 1, limit: 20 } as const;

/**
 * GET /auth/login-history, first page: whether this is the member's first successful sign-in (at most one
 * success on record), so the dashboard greets a newcomer with "Welcome" rather than "Welcome back".
 */
export function useIsFirstSignIn(enabled: boolean) {
  return useQuery({
    queryKey: ['member-dashboard', 'sign-ins'],
    queryFn: ({ signal }) => apiClient.request(getLoginHistoryEndpoint, { signal, query: FIRST_PAGE }),
    select: (history) => history.items.filter((item) => item.success).length <= 1,
    enabled,
    staleTime: Infinity,
  });
}
