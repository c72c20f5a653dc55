import { importPrivateKeyEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WALLET_PAGE_KEY } from './get-wallet-info.queries';

/** POST /wallet/import/private: a custodial wallet from a private key. */
export function useImportPrivateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privateKey: string) => apiClient.request(importPrivateKeyEndpoint, { body: { privateKey } }),
    retry: false,
    // Not awaited: the answer shows at once while the page's other reads refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_PAGE_KEY });
    },
  });
}
