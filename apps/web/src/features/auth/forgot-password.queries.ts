import { forgotPasswordEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/forgot-password/:email: the same answer whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiClient.request(forgotPasswordEndpoint, { params: { email } }),
    retry: false,
  });
}
