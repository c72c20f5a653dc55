import { CardSection } from '../../../components/card-section';
import { StepUpError, useStepUpError } from '../../../components/step-up-form';
import { isApiError } from '../../../lib/api-client';

/** One titled section of the wallet page. */
export const WalletSection = CardSection;

/** The message for a failed call: the server's (spec §8), else a generic one; null when nothing failed. */
export const useWalletError = useStepUpError;

/** Whether a failure asks for a step-up first. */
export function needsStepUp(error: Error | null): boolean {
  return Boolean(error && isApiError(error) && error.code === 'STEP_UP_REQUIRED');
}

/** A failed action, announced. */
export const WalletError = StepUpError;

/** The failure of a gated action; a step-up request is answered by the step-up form instead. */
export function ActionError({ error }: { error: Error | null }) {
  const message = useWalletError(error);
  return needsStepUp(error) ? null : <WalletError message={message} />;
}
