import { useState } from 'react';
import { StepUpForm } from '../../../components/step-up-form';
import { useWalletInfo } from './get-wallet-info.queries';

/** Whether this session's step-up is still in force. */
function isSteppedUp(expiresAt: string | null | undefined): boolean {
  return Boolean(expiresAt && Date.parse(expiresAt) > Date.now());
}

/**
 * Runs an action at once when this session is stepped up, else asks for the password first and runs it
 * after. `form` is the step-up form to render while it is asked for.
 */
export function useStepUpGate(id: string) {
  const info = useWalletInfo();
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const run = (action: () => void) => {
    if (isSteppedUp(info.data?.stepUpExpiresAt)) action();
    else setWaiting(() => action);
  };
  const form = waiting ? (
    <StepUpForm
      id={id}
      onDone={() => {
        setWaiting(null);
        waiting();
      }}
      onCancel={() => {
        setWaiting(null);
      }}
    />
  ) : null;
  const ask = (action: () => void) => {
    setWaiting(() => action);
  };
  return { run, form, ask };
}
