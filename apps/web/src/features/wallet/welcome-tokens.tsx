import { getWelcomeTokensStatusEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { apiClient } from '../../lib/api-client';
import { WALLET_KEY } from './wallet.queries';

/** GET /auth/welcome-tokens-status, kept under the wallet key so a new wallet refreshes it. */
export function useWelcomeTokens() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'welcome-tokens'],
    queryFn: ({ signal }) => apiClient.request(getWelcomeTokensStatusEndpoint, { signal }),
  });
}

/** The welcome grant's state: offered until the first wallet, then on its way, then paid (with its hash). */
export function WelcomeTokensNotice() {
  const { t } = useTranslation();
  const { data } = useWelcomeTokens();
  if (!data?.available && !data?.claimed) return null;
  const key = data.status === 'SETTLED' ? 'paid' : data.claimed ? 'onTheWay' : 'offer';
  return (
    <div
      className={data.status === 'SETTLED' ? 'alert alert-success' : 'alert alert-info'}
      role="status"
      data-testid="wallet-welcome-tokens"
    >
      {t(`wallet.welcome.${key}`, { amount: data.amount ?? '' })}
      {data.status === 'SETTLED' && data.txHash ? (
        // Plain monospace: Bootstrap's pink <code> fails contrast on the success alert.
        <span dir="ltr" className="d-block small text-break mt-1 font-monospace">
          {data.txHash}
        </span>
      ) : null}
    </div>
  );
}
