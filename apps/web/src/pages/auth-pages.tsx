import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { LoginForm } from '../features/auth/login-form';
import { OAuthCallback } from '../features/auth/oauth-callback';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { SignUpForm } from '../features/auth/sign-up-form';
import { VerifyEmailForm } from '../features/auth/verify-email-form';
import { AuthCard } from './auth-card';
import { useMemberSignIn } from './use-member-sign-in';

/** Route /auth/login: email and password, the 2FA step, and Google and X. */
export function LoginPage() {
  const { t } = useTranslation();
  const { redirect } = getRouteApi('/_frontend/auth/login').useSearch();
  const onSignedIn = useMemberSignIn(redirect);
  return (
    <AuthCard title={t('auth.login.title')}>
      <LoginForm onSignedIn={onSignedIn} />
    </AuthCard>
  );
}

/** Route /auth/sign-up: registration with a captcha; `?ref=` fills in the referral code. */
export function SignUpPage() {
  const { t } = useTranslation();
  const { ref } = getRouteApi('/_frontend/auth/sign-up').useSearch();
  const navigate = useNavigate();
  const onRegistered = (email: string) => void navigate({ to: '/auth/verify-email', search: { email } });
  return (
    <AuthCard title={t('auth.signUp.title')}>
      <SignUpForm referralCode={ref} onRegistered={onRegistered} />
    </AuthCard>
  );
}

/** Route /auth/verify-email: the emailed code, and resend. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { email } = getRouteApi('/_frontend/auth/verify-email').useSearch();
  return (
    <AuthCard title={t('auth.verify.title')}>
      <VerifyEmailForm email={email} />
    </AuthCard>
  );
}

/** Route /auth/forgot-password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgot.title')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}

/** Route /auth/reset-password: email, emailed code and the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { email } = getRouteApi('/_frontend/auth/reset-password').useSearch();
  return (
    <AuthCard title={t('auth.reset.title')}>
      <ResetPasswordForm email={email} />
    </AuthCard>
  );
}

/** Route /auth/callback: where the server sends the browser back after Google or X. */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const { code, error } = getRouteApi('/_frontend/auth/callback').useSearch();
  const onSignedIn = useMemberSignIn(undefined);
  return (
    <AuthCard title={t('auth.callback.title')}>
      <OAuthCallback code={code} error={error} onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
