import { unlinkProviderEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** DELETE /auth/unlink-provider/:provider: refused when it is the only way to sign in. */
export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: 'google' | 'twitter') =>
      apiClient.request(unlinkProviderEndpoint, { params: { provider } }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
