import { ERRORS, type MemberLoginResponse } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useFailureMessage } from './api-failure';
import { isMemberSession } from './member-login';
import { useOAuthExchange } from './oauth-exchange.queries';
import { TwoFactorStep } from './two-factor-step';

// The server sends an error code; only known codes are shown, never text taken from the address bar.
function describeCallbackError(code: string): string {
  const known = Object.entries(ERRORS).find(([name]) => name === code);
  return known ? known[1].message : ERRORS.OAUTH_FAILED.message;
}

function CallbackError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <h2 className="h3">{t('auth.callback.failedTitle')}</h2>
      <p>{message}</p>
      <Link to="/auth/login" className="btn btn-primary">
        {t('auth.callback.backToLogin')}
      </Link>
    </div>
  );
}

/** Props of OAuthCallback. */
export interface OAuthCallbackProps {
  code: string | undefined;
  error: string | undefined;
  onSignedIn: (session: MemberLoginResponse) => void;
}

/** Trades the one-time code of `/auth/callback?code=` for a session, with the 2FA step when needed. */
export function OAuthCallback({ code, error, onSignedIn }: OAuthCallbackProps) {
  const { t } = useTranslation();
  const exchange = useOAuthExchange();
  const failure = useFailureMessage(exchange.error);
  // The code works once: a second effect run (StrictMode, re-render) must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    exchange.mutate(code, {
      onSuccess: (result) => {
        if (isMemberSession(result)) onSignedIn(result);
      },
    });
  }, [code, exchange, onSignedIn]);
  if (error || !code)
    return <CallbackError message={error ? describeCallbackError(error) : t('auth.callback.missingCode')} />;
  if (failure) return <CallbackError message={failure} />;
  const result = exchange.data;
  if (result && !isMemberSession(result)) {
    return (
      <TwoFactorStep
        challengeToken={result.challengeToken}
        onSignedIn={onSignedIn}
        onCancel={() => {
          exchange.reset();
        }}
      />
    );
  }
  return (
    <p role="status" className="d-flex align-items-center gap-2">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {t('auth.callback.signingIn')}
    </p>
  );
}
