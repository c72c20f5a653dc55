import { MAX_SESSIONS_PER_MEMBER, type RevokeSessionsRequest } from '@streamit/contract';
import { DeviceLabel } from './device-label';
import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, LoadingNote, useDateTime, useErrorMessage } from './account-ui';
import { useActiveSessions } from './get-active-sessions.queries';
import { isStepUpRequired, useReauthDialog } from '../../components/reauth-dialog';
import { useRevokeSessions } from './revoke-sessions.queries';

/**
 * Sessions that can still be used, with revoke one and revoke all others (each after confirming the password
 * again, decision 080), and the limit on how many stay open.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useActiveSessions();
  const revoke = useRevokeSessions();
  const reauth = useReauthDialog('account-sessions-reauth');
  const end = (request: RevokeSessionsRequest) => {
    reauth.run(revoke.mutate, request);
  };
  const formatDate = useDateTime();
  const loadError = useErrorMessage(sessions.error);
  const list = sessions.data?.sessions ?? [];
  return (
    <AccountSection id="account-sessions" title={t('account.sessions.title')}>
      <p className="small text-body-secondary">
        {t('account.sessions.limit', { count: MAX_SESSIONS_PER_MEMBER })}
      </p>
      <ErrorNote message={loadError} onRetry={() => void sessions.refetch()} />
      <ErrorNote message={useErrorMessage(isStepUpRequired(revoke.error) ? null : revoke.error)} />
      {reauth.dialog}
      {revoke.data ? (
        <p role="status">{t('account.sessions.revoked', { number: revoke.data.revoked })}</p>
      ) : null}
      {sessions.isPending ? <LoadingNote /> : null}
      <ul className="list-group mb-3">
        {list.map((session) => (
          <li
            key={session.id}
            className="list-group-item d-flex justify-content-between align-items-center gap-2"
          >
            <span>
              <span dir="auto">
                <DeviceLabel name={session.device} />
              </span>{' '}
              <span className="text-body-secondary small" dir="ltr">
                {session.ip}
              </span>
              <br />
              <span className="small text-body-secondary">
                {t('account.sessions.lastSeen', { date: formatDate(session.lastSeenAt) })}
              </span>
            </span>
            {session.current ? (
              <span className="badge text-bg-success">{t('account.sessions.current')}</span>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={revoke.isPending}
                onClick={() => {
                  end({ sessionId: session.id });
                }}
              >
                {t('account.sessions.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={revoke.isPending || list.length < 2}
        onClick={() => {
          end({ allOthers: true });
        }}
      >
        {t('account.sessions.revokeOthers')}
      </button>
    </AccountSection>
  );
}
