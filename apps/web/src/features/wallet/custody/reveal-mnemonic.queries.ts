import { revealMnemonicEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /wallet/mnemonic: the answer stays in this component's memory only, never in a cache or storage. */
export function useRevealMnemonic() {
  return useMutation({
    mutationFn: () => apiClient.request(revealMnemonicEndpoint, {}),
    retry: false,
    gcTime: 0,
  });
}
