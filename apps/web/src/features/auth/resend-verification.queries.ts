import { resendVerificationEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/resend/email/:email: a new verification code ('User not found', 'Email already verified'). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiClient.request(resendVerificationEndpoint, { params: { email } }),
    retry: false,
  });
}
