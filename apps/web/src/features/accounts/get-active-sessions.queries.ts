import { getActiveSessionsEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/sessions/active: sessions that can still be used. */
export function useActiveSessions() {
  return useQuery({
    queryKey: ['account', 'sessions'],
    queryFn: ({ signal }) => apiClient.request(getActiveSessionsEndpoint, { signal }),
  });
}
