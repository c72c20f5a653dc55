import { importMnemonicEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WALLET_PAGE_KEY } from './get-wallet-info.queries';

/** POST /wallet/import: a custodial wallet from a recovery phrase. */
export function useImportMnemonic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mnemonic: string) => apiClient.request(importMnemonicEndpoint, { body: { mnemonic } }),
    retry: false,
    // Not awaited: the answer shows at once while the page's other reads refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_PAGE_KEY });
    },
  });
}
