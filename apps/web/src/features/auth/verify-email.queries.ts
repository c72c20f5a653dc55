import type { VerifyEmailRequest } from '@streamit/contract';
import { verifyEmailEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/verify/email with the emailed code. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (body: VerifyEmailRequest) => apiClient.request(verifyEmailEndpoint, { body }),
    retry: false,
  });
}
