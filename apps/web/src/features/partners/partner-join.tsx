import { Link, useRouterState } from '@tanstack/react-router';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { useAcceptPartnerInvitation } from './partner-people.queries';

function SignedOut() {
  const { t } = useTranslation();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <>
      <p>
        {t('partnerPortal.join.signIn')}{' '}
        <Link to="/auth/login" search={{ redirect: href }} className="fw-semibold">
          {t('partnerPortal.join.signInLink')}
        </Link>
      </p>
      <p>
        {t('partnerPortal.join.signUp')}{' '}
        <Link to="/auth/sign-up" className="fw-semibold">
          {t('partnerPortal.join.signUpLink')}
        </Link>
      </p>
    </>
  );
}

function AcceptButton({ token }: { token: string }) {
  const { t } = useTranslation();
  const accept = useAcceptPartnerInvitation();
  const error = accept.error && isApiError(accept.error) ? accept.error.message : null;
  if (accept.data)
    return (
      <p role="status">
        {t('partnerPortal.join.accepted', { name: accept.data.partnerName })}{' '}
        <Link to="/partner" className="fw-semibold">
          {t('partnerPortal.join.open')}
        </Link>
      </p>
    );
  return (
    <>
      <FormAlert message={error} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={accept.isPending}
        onClick={() => {
          accept.mutate(token);
        }}
      >
        {accept.isPending ? t('partnerPortal.join.accepting') : t('partnerPortal.join.accept')}
      </button>
    </>
  );
}

/** Route /partner/join?token=…: a signed-in member whose address was invited accepts; a visitor signs in first. */
export function PartnerJoin({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <>
      <p>{t('partnerPortal.join.lead')}</p>
      {!token ? <p role="alert">{t('partnerPortal.join.missing')}</p> : null}
      {token && !member ? <SignedOut /> : null}
      {token && member ? <AcceptButton token={token} /> : null}
    </>
  );
}
