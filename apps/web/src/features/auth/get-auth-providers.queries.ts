import { getAuthProvidersEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/providers: which OAuth buttons can work on this server. */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => apiClient.request(getAuthProvidersEndpoint, { signal }),
});

/** The OAuth providers and whether each is configured. */
export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}
