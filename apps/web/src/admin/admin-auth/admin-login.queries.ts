import type { AdminLoginRequest } from '@streamit/contract';
import { adminLoginEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/admin/login: a session, or the authenticator enrollment step. Never retried (lockout). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (body: AdminLoginRequest) => apiClient.request(adminLoginEndpoint, { body, realm: 'admin' }),
    retry: false,
  });
}
