import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ApiError } from '../lib/api/api-error';
import { useSession } from '../lib/use-session';
import { ModalDialog } from './modal-dialog';
import { StepUpForm } from './step-up-form';

/** Whether the server refused an action until the password (and code) is confirmed again (decision 080). */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'STEP_UP_REQUIRED';
}

/** The dialog's lead when the action is not one of My Account's: why it asks, without and with the code. */
export interface ReauthLeads {
  password: string;
  twoFactor: string;
}

/**
 * Re-authentication before changing how the member signs in or ending sessions (ASVS V7.5.1, V7.5.2), or
 * before a store order that needs it (V6.3.3): when the server answers STEP_UP_REQUIRED, `offer` opens a
 * dialog asking for the password (and authenticator code when two-factor is on); once it is confirmed, the
 * action runs again with the same input. A member without a password gets RECENT_SIGN_IN_REQUIRED instead,
 * which the section shows as its error: they sign in again. `leads` says why, when My Account's words do not.
 */
export function useReauthDialog(id: string, leads?: ReauthLeads) {
  const { t } = useTranslation();
  const twoFactor = useSession().member?.twoFactorEnabled === true;
  const lead = twoFactor
    ? (leads?.twoFactor ?? t('account.reauth.leadTwoFactor'))
    : (leads?.password ?? t('account.reauth.lead'));
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const offer = (error: unknown, action: () => void) => {
    if (isStepUpRequired(error)) setRetry(() => action);
  };
  // Runs a mutation; a STEP_UP_REQUIRED answer opens the dialog, and the confirmed step-up runs it again.
  const run = <T,>(mutate: (input: T, options: { onError: (error: Error) => void }) => void, input: T) => {
    const attempt = () => {
      mutate(input, {
        onError: (error) => {
          offer(error, attempt);
        },
      });
    };
    attempt();
  };
  const close = () => {
    setRetry(null);
  };
  const dialog = retry ? (
    <ModalDialog title={t('account.reauth.title')} onClose={close}>
      <StepUpForm
        id={id}
        inDialog
        lead={lead}
        onCancel={close}
        onDone={() => {
          close();
          retry();
        }}
      />
    </ModalDialog>
  ) : null;
  return { run, dialog };
}
