import type { LinkPasswordRequest } from '@streamit/contract';
import { linkPasswordEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/link-password: sets a password on an account that has none. */
export function useLinkPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkPasswordRequest) => apiClient.request(linkPasswordEndpoint, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
