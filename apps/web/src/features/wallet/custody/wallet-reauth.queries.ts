import type { WalletReauthRequest } from '@streamit/contract';
import { walletReauthEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WALLET_INFO_KEY } from './get-wallet-info.queries';

/** POST /wallet/reauth: steps this session up for key reveals, signatures and payout changes. */
export function useWalletReauth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletReauthRequest) => apiClient.request(walletReauthEndpoint, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_INFO_KEY }),
  });
}
