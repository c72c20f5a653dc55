import { getProfileWithProvidersEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/profile-with-providers: the member and their sign-in methods. */
export function useProfileWithProviders() {
  return useQuery({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => apiClient.request(getProfileWithProvidersEndpoint, { signal }),
  });
}
