import { oauthExchangeEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /auth/oauth/exchange: trades the one-time callback code for a session or a 2FA challenge. */
export function useOAuthExchange() {
  return useMutation({
    mutationFn: (code: string) => apiClient.request(oauthExchangeEndpoint, { body: { code } }),
    retry: false,
  });
}
