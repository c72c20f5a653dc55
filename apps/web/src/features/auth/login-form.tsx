import type { MemberLoginResponse } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormAlert, FormField, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { getErrorCode, useFailureMessage } from './api-failure';
import { LoginFormSchema, type LoginForm as LoginValues } from './auth-form-schemas';
import { useLogin } from './login.queries';
import { isMemberSession } from './member-login';
import { OAuthButtons } from './oauth-buttons';
import { TwoFactorStep } from './two-factor-step';

function VerifyHint({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <p className="mb-0 mt-2">
      <Link to="/auth/verify-email" search={{ email }} className="alert-link">
        {t('auth.login.verifyNow')}
      </Link>
    </p>
  );
}

/** Email and password sign-in, then the second-factor step when the account has 2FA on. */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: MemberLoginResponse) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const failure = useFailureMessage(login.error);
  const { register, handleSubmit, formState, getValues } = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  if (challengeToken) {
    const cancel = () => {
      login.reset();
      setChallengeToken(null);
    };
    return <TwoFactorStep challengeToken={challengeToken} onSignedIn={onSignedIn} onCancel={cancel} />;
  }
  const submit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (result) => {
        if (isMemberSession(result)) onSignedIn(result);
        else setChallengeToken(result.challengeToken);
      },
    });
  });
  const { errors } = formState;
  return (
    <>
      <form noValidate aria-labelledby="login-title" onSubmit={(event) => void submit(event)}>
        <h2 id="login-title" className="h3 mb-4">
          {t('auth.login.title')}
        </h2>
        <FormAlert message={failure}>
          {getErrorCode(login.error) === 'EMAIL_NOT_VERIFIED' ? (
            <VerifyHint email={getValues('email')} />
          ) : null}
        </FormAlert>
        <FormField id="login-email" label={t('auth.fields.email')} error={errors.email}>
          {(aria) => (
            <input
              id="login-email"
              type="email"
              className={controlClass(Boolean(errors.email))}
              autoComplete="email"
              aria-required="true"
              {...aria}
              {...register('email')}
            />
          )}
        </FormField>
        <FormField id="login-password" label={t('auth.fields.password')} error={errors.password}>
          {(aria) => (
            <input
              id="login-password"
              type="password"
              className={controlClass(Boolean(errors.password))}
              autoComplete="current-password"
              aria-required="true"
              {...aria}
              {...register('password')}
            />
          )}
        </FormField>
        <p className="text-end">
          <Link to="/auth/forgot-password">{t('auth.login.forgot')}</Link>
        </p>
        <SubmitButton
          pending={login.isPending}
          label={t('auth.login.submit')}
          pendingLabel={t('auth.login.pending')}
        />
      </form>
      <p className="text-center text-body-secondary my-3">{t('auth.oauth.or')}</p>
      <OAuthButtons />
      <p className="text-center mt-4 mb-0">
        {t('auth.login.noAccount')} <Link to="/auth/sign-up">{t('auth.login.signUp')}</Link>
      </p>
    </>
  );
}
