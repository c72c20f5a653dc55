import type { RevokeSessionsRequest } from '@streamit/contract';
import { revokeSessionsEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/sessions/revoke: one session by id, or all but this one. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeSessionsRequest) => apiClient.request(revokeSessionsEndpoint, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
