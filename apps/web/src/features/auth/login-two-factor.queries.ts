import type { LoginTwoFactorRequest } from '@streamit/contract';
import { loginTwoFactorEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/login/2fa: completes a sign-in with a TOTP or recovery code (each works once). */
export function useLoginTwoFactor() {
  return useMutation({
    mutationFn: (body: LoginTwoFactorRequest) => apiClient.request(loginTwoFactorEndpoint, { body }),
    retry: false,
  });
}
