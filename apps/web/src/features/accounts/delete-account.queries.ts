import type { DeleteMyAccount } from '@streamit/contract';
import { deleteMyAccountEndpoint, sendDeleteAccountCodeEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/delete-account: deletes the member's account for good, with their current password. */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (body: DeleteMyAccount) => apiClient.request(deleteMyAccountEndpoint, { body }),
    retry: false,
  });
}

/** POST /auth/delete-account/code: e-mails the code an account without a password confirms with. */
export function useSendDeleteAccountCode() {
  return useMutation({
    mutationFn: () => apiClient.request(sendDeleteAccountCodeEndpoint, {}),
    retry: false,
  });
}
