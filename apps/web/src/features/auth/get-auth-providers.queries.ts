import { useQuery } from '@tanstack/react-query';
import { authProvidersQuery } from '../../lib/configured-providers';

/** The OAuth providers and whether each is configured. */
export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}
