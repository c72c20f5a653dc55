import { signMessageEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /wallet/sign-message: EIP-191 signature with the custodial key. */
export function useSignMessage() {
  return useMutation({
    mutationFn: (message: string) => apiClient.request(signMessageEndpoint, { body: { message } }),
    retry: false,
  });
}
