import { getAuthProvidersEndpoint } from '@streamit/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET /auth/providers: which OAuth providers this server has client ids for (sign-in buttons, linking). */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => apiClient.request(getAuthProvidersEndpoint, { signal }),
});

/**
 * Whether the server can sign in with or link a provider: true or false once known, undefined while the
 * answer loads (a button waits rather than offering a link the server would refuse).
 */
export function useProviderConfigured(provider: 'google' | 'twitter'): boolean | undefined {
  const { data } = useQuery(authProvidersQuery);
  return data?.providers.find((entry) => entry.id === provider)?.configured ?? (data ? false : undefined);
}
