import type { EstimateGasQuery, WalletSendBody } from '@streamit/contract';
import { estimateGasEndpoint, sendWalletTokensEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /web3/estimate-gas, asked once when the member reviews a send. */
export function useEstimateSend() {
  return useMutation({
    mutationFn: (query: EstimateGasQuery) => apiClient.request(estimateGasEndpoint, { query }),
    retry: false,
  });
}

/** POST /wallet/send (step-up; the client's Idempotency-Key covers its own retries). */
export function useSendTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletSendBody) => apiClient.request(sendWalletTokensEndpoint, { body }),
    retry: false,
    onSuccess: () => {
      // Not awaited: the transaction shows at once while the balances and history refresh behind it.
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
