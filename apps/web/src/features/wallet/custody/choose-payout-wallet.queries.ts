import { choosePayoutWalletEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WALLET_PAGE_KEY } from './get-wallet-info.queries';

/** PUT /wallet/payout: which wallet exchanges and grants are paid to. */
export function useChoosePayoutWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walletId: string) => apiClient.request(choosePayoutWalletEndpoint, { body: { walletId } }),
    retry: false,
    // Not awaited: the answer shows at once while the page's other reads refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_PAGE_KEY });
    },
  });
}
