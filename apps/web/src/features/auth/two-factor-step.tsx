import type { MemberLoginResponse } from '@streamit/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormAlert, FormField, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { useFailureMessage } from './api-failure';
import { TwoFactorFormSchema, type TwoFactorForm } from './auth-form-schemas';
import { useLoginTwoFactor } from './login-two-factor.queries';

/** Props of TwoFactorStep. */
export interface TwoFactorStepProps {
  challengeToken: string;
  onSignedIn: (session: MemberLoginResponse) => void;
  onCancel: () => void;
}

/** The second step of a sign-in: a code from the authenticator app or a recovery code. */
export function TwoFactorStep({ challengeToken, onSignedIn, onCancel }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const verify = useLoginTwoFactor();
  const failure = useFailureMessage(verify.error);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, formState } = useForm<TwoFactorForm>({
    resolver: zodResolver(TwoFactorFormSchema),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    codeRef.current?.focus();
  }, []);
  const submit = handleSubmit((values) => {
    verify.mutate({ challengeToken, code: values.code }, { onSuccess: onSignedIn });
  });
  const { ref, ...codeField } = register('code');
  return (
    <form noValidate aria-labelledby="two-factor-title" onSubmit={(event) => void submit(event)}>
      <h2 id="two-factor-title" className="h5">
        {t('auth.twoFactor.title')}
      </h2>
      <p className="text-body-secondary">{t('auth.twoFactor.lead')}</p>
      <FormAlert message={failure} />
      <FormField id="login-2fa-code" label={t('auth.twoFactor.code')} error={formState.errors.code}>
        {(aria) => (
          <input
            id="login-2fa-code"
            className={controlClass(Boolean(formState.errors.code))}
            autoComplete="one-time-code"
            inputMode="numeric"
            aria-required="true"
            {...aria}
            {...codeField}
            ref={(element) => {
              ref(element);
              codeRef.current = element;
            }}
          />
        )}
      </FormField>
      <SubmitButton
        pending={verify.isPending}
        label={t('auth.twoFactor.submit')}
        pendingLabel={t('auth.twoFactor.pending')}
      />
      <button type="button" className="btn btn-link w-100 mt-2" onClick={onCancel}>
        {t('auth.twoFactor.back')}
      </button>
    </form>
  );
}
