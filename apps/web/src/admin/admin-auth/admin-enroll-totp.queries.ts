import type { AdminTotpEnrollRequest } from '@streamit/contract';
import { adminEnrollTotpEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/admin/totp/enroll: confirms the new authenticator with a code and opens the session. */
export function useAdminEnrollTotp() {
  return useMutation({
    mutationFn: (body: AdminTotpEnrollRequest) =>
      apiClient.request(adminEnrollTotpEndpoint, { body, realm: 'admin' }),
    retry: false,
  });
}
