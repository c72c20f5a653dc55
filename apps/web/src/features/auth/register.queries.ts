import type { RegisterRequest } from '@streamit/contract';
import { registerMemberEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { solveCaptcha } from '../../lib/captcha';

/** What the sign-up form collects; the captcha is solved when it is sent. */
export type RegisterInput = Omit<RegisterRequest, 'captchaToken' | 'captchaV2Token'>;

/**
 * POST /auth/register with a freshly solved ALTCHA proof of work. Not retried: each attempt needs a new
 * solution, and the server answers a repeated email with 'Email already registered'.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const captchaToken = await solveCaptcha();
      return apiClient.request(registerMemberEndpoint, { body: { ...input, captchaToken } });
    },
    retry: false,
  });
}
