import { getSecurityAlertsEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/security-alerts: the latest security events, newest first. */
export function useSecurityAlerts() {
  return useQuery({
    queryKey: ['account', 'security-alerts'],
    queryFn: ({ signal }) =>
      apiClient.request(getSecurityAlertsEndpoint, { signal, query: { page: 1, limit: 20 } }),
  });
}
