import type { WalletReauthRequest } from '@streamit/contract';
import { walletReauthEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Query key of the wallet overview, which carries this session's step-up expiry; every wallet change reloads it. */
export const WALLET_INFO_KEY = ['wallet', 'info'] as const;

/**
 * POST /wallet/reauth: steps this session up for key reveals, signatures, payout changes, linking a sign-in
 * method and ending sessions (decision 080).
 */
export function useStepUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletReauthRequest) => apiClient.request(walletReauthEndpoint, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_INFO_KEY }),
  });
}
