import type { ResetPasswordRequest } from '@streamit/contract';
import { resetPasswordEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/reset-password with the emailed single-use code; it never signs in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => apiClient.request(resetPasswordEndpoint, { body }),
    retry: false,
  });
}
