import { verifyTwoFactorEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/security/2fa/verify: switches 2FA on and answers the recovery codes, shown once. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiClient.request(verifyTwoFactorEndpoint, { body: { code } }),
    retry: false,
    // Not awaited: the refreshed profile (2FA on) must not replace the screen before it gets the recovery codes.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
