import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isApiError } from '../lib/api-client';
import { ApiError } from '../lib/api/api-error';
import { useSession } from '../lib/use-session';
import { useStepUp } from '../lib/step-up.queries';
import { FormActions } from './form-actions';
import { FormField, controlClass } from './form-field';

/** The server's message for a failed confirmation (spec §8), else a generic one; null when nothing failed. */
export function useStepUpError(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error || error.name === 'AbortError') return null;
  return isApiError(error) ? error.message : t('walletCustody.errors.generic');
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

/** A failed confirmation, announced. */
export function StepUpError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
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
  lead,
  inDialog = false,
}: {
  id: string;
  onDone: () => void;
  onCancel: () => void;
  /** What the confirmation allows, when it is not the wallet's own actions. */
  lead?: string | undefined;
  /** Inside a dialog that carries the title: no own title or frame. */
  inDialog?: boolean;
}) {
  const { t } = useTranslation();
  const reauth = useStepUp();
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
      className={inDialog ? 'p-3' : 'border rounded p-3 mb-3'}
      role="group"
      aria-labelledby={inDialog ? undefined : `${id}-title`}
      onSubmit={submit}
    >
      {inDialog ? null : (
        <h3 id={`${id}-title`} className="h6">
          {t('walletCustody.stepUp.title')}
        </h3>
      )}
      <p className="small">
        {lead ?? t(twoFactor ? 'walletCustody.stepUp.leadTwoFactor' : 'walletCustody.stepUp.lead')}
      </p>
      <StepUpError message={useStepUpError(reauth.error)} />
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
