import { walletInfoEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WALLET_INFO_KEY } from '../../../lib/step-up.queries';
/**
 * Every query of the wallet page: the balances and the exchange history read the payout wallet, so a new,
 * imported, linked or re-chosen wallet refreshes them too.
 */
export const WALLET_PAGE_KEY = ['wallet'] as const;

/** GET /wallet/info: the member's wallets (public data), the payout address and the step-up state. */
export function useWalletInfo() {
  return useQuery({
    queryKey: WALLET_INFO_KEY,
    queryFn: ({ signal }) => apiClient.request(walletInfoEndpoint, { signal }),
  });
}
