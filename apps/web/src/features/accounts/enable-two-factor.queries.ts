import { enableTwoFactorEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/security/2fa/enable: a new secret with its QR code (2FA is on only after verify). */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: () => apiClient.request(enableTwoFactorEndpoint, {}),
    retry: false,
  });
}
