import { disableTwoFactorEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/security/2fa/disable: needs a current or recovery code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiClient.request(disableTwoFactorEndpoint, { body: { code } }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
