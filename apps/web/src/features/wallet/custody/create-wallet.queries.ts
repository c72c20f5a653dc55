import { createWalletEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WALLET_PAGE_KEY } from './get-wallet-info.queries';

/** POST /wallet/create: the member's custodial wallet (a repeated call answers the same one). */
export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(createWalletEndpoint, {}),
    // Not awaited: the answer shows at once while the page's other reads refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_PAGE_KEY });
    },
  });
}
