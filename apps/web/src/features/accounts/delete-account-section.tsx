import { FormActions } from '../../components/form-actions';
import { AUTH_EVENTS, EMAIL_CODE_LIFETIME_MINUTES } from '@streamit/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { clearAuthStorage } from '../../lib/auth-storage';
import { dispatchAppEvent } from '../../lib/events';
import { zodResolver } from '../../lib/zod-resolver';
import { DeleteAccountFormSchema, type DeleteAccountForm } from './account-form-schemas';
import { AccountSection, ErrorNote, useErrorMessage } from './account-ui';
import { useDeleteMyAccount, useSendDeleteAccountCode } from './delete-account.queries';
import { WALLET_CHOICE_REQUIRED, WalletChoiceFields, walletOf } from './delete-account-wallet';
import { isApiError } from '../../lib/api-client';

/** After the deletion: this browser forgets the (already revoked) session and says why on the home page. */
function useSignOutDeleted() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    clearAuthStorage('member');
    dispatchAppEvent(AUTH_EVENTS.logout);
    await navigate({ to: '/' });
    // Not a 401: the toast only informs, nothing else is signed out.
    dispatchAppEvent(AUTH_EVENTS.authError, {
      realm: 'member',
      status: 200,
      message: t('account.deleteAccount.done'),
    });
  };
}

function DeleteAccountFields({ withCode, onCancel }: { withCode: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMyAccount();
  const signOut = useSignOutDeleted();
  // Set once the server answered that the wallet holds ARTFI: from then on the choice stays on screen.
  const [walletAsked, setWalletAsked] = useState(false);
  const { register, handleSubmit, formState, control } = useForm<DeleteAccountForm>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: { secret: '', understood: false, walletChoice: '', walletAddress: '' },
  });
  const submit = handleSubmit((values) => {
    const body = {
      ...(withCode ? { code: values.secret } : { password: values.secret }),
      ...walletOf(values),
    };
    remove.mutate(body, {
      onSuccess: () => void signOut(),
      onError: (error) => {
        if (isApiError(error) && error.code === WALLET_CHOICE_REQUIRED) setWalletAsked(true);
      },
    });
  });
  const { errors } = formState;
  return (
    <form noValidate aria-label={t('account.deleteAccount.confirm')} onSubmit={(event) => void submit(event)}>
      <ErrorNote message={useErrorMessage(remove.error)} />
      <InputField
        id="account-delete-password"
        type={withCode ? 'text' : 'password'}
        required
        label={t(withCode ? 'account.deleteAccount.code' : 'account.deleteAccount.password')}
        error={errors.secret}
        autoComplete={withCode ? 'one-time-code' : 'current-password'}
        inputMode={withCode ? 'numeric' : undefined}
        registration={register('secret')}
      />
      {walletAsked ? <WalletChoiceFields register={register} errors={errors} control={control} /> : null}
      <div className="form-check mb-3">
        <input
          id="account-delete-understood"
          type="checkbox"
          className={`form-check-input${errors.understood ? ' is-invalid' : ''}`}
          aria-describedby={errors.understood ? 'account-delete-understood-error' : undefined}
          {...register('understood')}
        />
        <label className="form-check-label" htmlFor="account-delete-understood">
          {t('account.deleteAccount.understood')}
        </label>
        {errors.understood ? (
          <div id="account-delete-understood-error" className="invalid-feedback">
            {t('account.deleteAccount.mustConfirm')}
          </div>
        ) : null}
      </div>
      <FormActions
        className="btn btn-danger"
        pending={remove.isPending}
        label={t('account.deleteAccount.confirm')}
        pendingLabel={t('account.deleteAccount.deleting')}
        cancelLabel={t('account.deleteAccount.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/** What deleting the account does, in words, with the member's balance. */
function Consequences({ points }: { points: number }) {
  const { t, i18n } = useTranslation();
  const amount = new Intl.NumberFormat(i18n.language).format(points);
  return (
    <ul>
      <li>{t('account.deleteAccount.points', { count: points, amount })}</li>
      <li>{t('account.deleteAccount.wallet')}</li>
      <li>{t('account.deleteAccount.content')}</li>
      <li>{t('account.deleteAccount.signedOut')}</li>
    </ul>
  );
}

/** The code path's first step: e-mail the code, then say where it went. */
function SendCodeButton({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const send = useSendDeleteAccountCode();
  return (
    <>
      <ErrorNote message={useErrorMessage(send.error)} />
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={send.isPending}
        onClick={() => {
          send.mutate(undefined, { onSuccess: onSent });
        }}
      >
        {t('account.deleteAccount.sendCode')}
      </button>
    </>
  );
}

/** "Delete my account": the consequences, then the current password (or an e-mailed code) and a confirmation. */
export function DeleteAccountSection({ hasPassword, points }: { hasPassword: boolean; points: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  const start = () => {
    setOpen(true);
  };
  return (
    <AccountSection id="account-delete" title={t('account.deleteAccount.title')}>
      <Consequences points={points} />
      {open && !hasPassword ? (
        <p role="status">{t('account.deleteAccount.codeSent', { count: EMAIL_CODE_LIFETIME_MINUTES })}</p>
      ) : null}
      {open ? <DeleteAccountFields withCode={!hasPassword} onCancel={close} /> : null}
      {!open && hasPassword ? (
        <button type="button" className="btn btn-outline-danger" onClick={start}>
          {t('account.deleteAccount.start')}
        </button>
      ) : null}
      {!open && !hasPassword ? <SendCodeButton onSent={start} /> : null}
    </AccountSection>
  );
}
