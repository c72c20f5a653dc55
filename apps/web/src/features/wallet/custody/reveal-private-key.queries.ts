import { revealPrivateKeyEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /wallet/private-key: the answer stays in this component's memory only, never in a cache or storage. */
export function useRevealPrivateKey() {
  return useMutation({
    mutationFn: () => apiClient.request(revealPrivateKeyEndpoint, {}),
    retry: false,
    gcTime: 0,
  });
}
