import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, LoadingNote, useDateTime, useErrorMessage } from './account-ui';
import { useLoginHistory } from './get-login-history.queries';
import { useSecurityAlerts } from './get-security-alerts.queries';

/** The latest sign-in attempts, successful or not. */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const history = useLoginHistory();
  const formatDate = useDateTime();
  return (
    <AccountSection id="account-login-history" title={t('account.history.title')}>
      <ErrorNote message={useErrorMessage(history.error)} onRetry={() => void history.refetch()} />
      {history.isPending ? <LoadingNote /> : null}
      {history.data?.items.length === 0 ? <p className="mb-0">{t('account.history.empty')}</p> : null}
      {history.data?.items.length ? (
        <div className="table-responsive">
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                <th scope="col">{t('account.history.when')}</th>
                <th scope="col">{t('account.history.result')}</th>
                <th scope="col">{t('account.history.method')}</th>
                <th scope="col">{t('account.history.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDate(item.at)}</td>
                  <td>{item.success ? t('account.history.success') : t('account.history.failed')}</td>
                  <td>{t(`account.history.methods.${item.method}`, { defaultValue: item.method })}</td>
                  <td dir="ltr">{item.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AccountSection>
  );
}

/** Security events on the account (new devices, password changes, 2FA changes…). */
export function SecurityAlertsSection() {
  const { t } = useTranslation();
  const alerts = useSecurityAlerts();
  const formatDate = useDateTime();
  return (
    <AccountSection id="account-alerts" title={t('account.alerts.title')}>
      <ErrorNote message={useErrorMessage(alerts.error)} onRetry={() => void alerts.refetch()} />
      {alerts.isPending ? <LoadingNote /> : null}
      {alerts.data?.items.length === 0 ? <p className="mb-0">{t('account.alerts.empty')}</p> : null}
      <ul className="list-unstyled mb-0">
        {alerts.data?.items.map((alert) => (
          <li key={alert.id} className="border-bottom py-2">
            <span className={alert.read ? '' : 'fw-semibold'}>{alert.message}</span>
            <br />
            <span className="small text-body-secondary">{formatDate(alert.createdAt)}</span>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
