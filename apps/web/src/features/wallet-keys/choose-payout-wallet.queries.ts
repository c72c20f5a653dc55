import { choosePayoutWalletEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { WALLET_PAGE_KEY } from './get-wallet-info.queries';

/** PUT /wallet/payout: which wallet exchanges and grants are paid to. */
export function useChoosePayoutWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walletId: string) => apiClient.request(choosePayoutWalletEndpoint, { body: { walletId } }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_PAGE_KEY }),
  });
}
