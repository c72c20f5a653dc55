import type { ChangePasswordRequest } from '@streamit/contract';
import { changePasswordEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/change-password: needs the current password; other sessions are signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiClient.request(changePasswordEndpoint, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
