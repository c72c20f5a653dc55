import { FormActions } from '../../../components/form-actions';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormField, controlClass } from '../../../components/form-field';
import { ApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/use-session';
import { useWalletInfo } from './get-wallet-info.queries';
import { WalletError, useWalletError } from './wallet-ui';
import { useWalletReauth } from './wallet-reauth.queries';

/** Whether this session's step-up is still in force. */
function isSteppedUp(expiresAt: string | null | undefined): boolean {
  return Boolean(expiresAt && Date.parse(expiresAt) > Date.now());
}

/** The authenticator code of a step-up, for members with two-factor on. */
function CodeField({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('walletCustody.stepUp.code')}>
      {(aria) => (
        <input
          {...aria}
          id={id}
          className={controlClass(false)}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}

/**
 * Password (and the authenticator code only when two-factor is on, the server's step-up rule) to confirm it
 * is the member, for 5 minutes. A session that turned two-factor on elsewhere learns it from the server's
 * TWO_FACTOR_CODE_INVALID answer and shows the field then.
 */
export function StepUpForm({
  id,
  onDone,
  onCancel,
}: {
  id: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const reauth = useWalletReauth();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const twoFactor = useSession().member?.twoFactorEnabled === true;
  const askedForCode = reauth.error instanceof ApiError && reauth.error.code === 'TWO_FACTOR_CODE_INVALID';
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    reauth.mutate({ password, ...(code.trim() ? { code: code.trim() } : {}) }, { onSuccess: onDone });
  };
  return (
    <form
      noValidate
      className="border rounded p-3 mb-3"
      role="group"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
    >
      <h3 id={`${id}-title`} className="h6">
        {t('walletCustody.stepUp.title')}
      </h3>
      <p className="small">
        {t(twoFactor ? 'walletCustody.stepUp.leadTwoFactor' : 'walletCustody.stepUp.lead')}
      </p>
      <WalletError message={useWalletError(reauth.error)} />
      <FormField id={`${id}-password`} label={t('walletCustody.stepUp.password')}>
        {(aria) => (
          <input
            {...aria}
            id={`${id}-password`}
            type="password"
            className={controlClass(false)}
            autoComplete="current-password"
            required
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        )}
      </FormField>
      {twoFactor || askedForCode ? <CodeField id={`${id}-code`} value={code} onChange={setCode} /> : null}
      <FormActions
        pending={reauth.isPending}
        label={t('walletCustody.stepUp.confirm')}
        pendingLabel={t('walletCustody.stepUp.confirming')}
        cancelLabel={t('walletCustody.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
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
