import type { SendContactMessageRequest } from '@streamit/contract';
import { sendContactMessageEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { solveCaptcha } from '../../lib/captcha';

/** A contact message as the form collects it; the captcha is solved when it is sent. */
export type ContactMessageInput = Omit<SendContactMessageRequest, 'captchaToken' | 'captchaV2Token'>;

/**
 * POST /contact/messages with a freshly solved captcha. Not retried by the query layer: every attempt
 * needs a new proof of work, and a repeated message would reach staff twice.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactMessageInput) => {
      const captchaToken = await solveCaptcha();
      return apiClient.request(sendContactMessageEndpoint, { body: { ...input, captchaToken } });
    },
    retry: false,
  });
}
