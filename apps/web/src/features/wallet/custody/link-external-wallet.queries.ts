import { siweNonceEndpoint, siweVerifyEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  buildSiweMessage,
  requestAccount,
  signWithInjectedWallet,
  type InjectedProvider,
} from './injected-wallet';
import { WALLET_PAGE_KEY } from './get-wallet-info.queries';

/**
 * GET /wallet/siwe/nonce then POST /wallet/siwe/verify: the browser wallet signs an EIP-4361 message
 * built from the server's nonce, domain, URI and chain, and the server links its address.
 */
export function useLinkExternalWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, makePayout }: { provider: InjectedProvider; makePayout: boolean }) => {
      const address = await requestAccount(provider);
      const fields = await apiClient.request(siweNonceEndpoint, {});
      const message = buildSiweMessage(fields, address, new Date());
      const signature = await signWithInjectedWallet(provider, address, message);
      return apiClient.request(siweVerifyEndpoint, { body: { message, signature, makePayout } });
    },
    retry: false,
    // Not awaited: the answer shows at once while the page's other reads refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_PAGE_KEY });
    },
  });
}
