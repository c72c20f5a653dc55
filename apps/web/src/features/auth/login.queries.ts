import type { LoginRequest } from '@streamit/contract';
import { loginEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/login: a session, or a second-factor challenge. Never retried (lockout counts attempts). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiClient.request(loginEndpoint, { body }),
    retry: false,
  });
}
