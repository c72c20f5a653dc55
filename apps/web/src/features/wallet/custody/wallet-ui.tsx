import { CardSection } from '../../../components/card-section';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';

/** One titled section of the wallet page. */
export const WalletSection = CardSection;

/** The message for a failed call: the server's (spec §8), else a generic one; null when nothing failed. */
export function useWalletError(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error || error.name === 'AbortError') return null;
  return isApiError(error) ? error.message : t('walletCustody.errors.generic');
}

/** Whether a failure asks for a step-up first. */
export function needsStepUp(error: Error | null): boolean {
  return Boolean(error && isApiError(error) && error.code === 'STEP_UP_REQUIRED');
}

/** A failed action, announced. */
export function WalletError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}

/** The failure of a gated action; a step-up request is answered by the step-up form instead. */
export function ActionError({ error }: { error: Error | null }) {
  const message = useWalletError(error);
  return needsStepUp(error) ? null : <WalletError message={message} />;
}
