import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, LoadingNote, useErrorMessage } from './account-ui';
import { useRiskAssessment } from './get-risk-assessment.queries';
import { useReportSuspicious } from './report-suspicious.queries';
import { RiskReasonLabel } from './risk-reason-label';

const LEVEL_CLASSES = { LOW: 'text-bg-success', MEDIUM: 'text-bg-warning', HIGH: 'text-bg-danger' } as const;

function ReportSuspicious() {
  const { t } = useTranslation();
  const report = useReportSuspicious();
  const failure = useErrorMessage(report.error);
  if (report.data) {
    return (
      <div className="alert alert-warning mb-0" role="status">
        {t('account.risk.reportedMessage')} <Link to="/auth/login">{t('auth.callback.backToLogin')}</Link>
      </div>
    );
  }
  return (
    <>
      <ErrorNote message={failure} />
      <p className="form-text">{t('account.risk.reportLead')}</p>
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={report.isPending}
        onClick={() => {
          report.mutate();
        }}
      >
        {t('account.risk.report')}
      </button>
    </>
  );
}

/** The account's risk level with the reasons shown to the member, and "report suspicious activity". */
export function RiskSection() {
  const { t } = useTranslation();
  const risk = useRiskAssessment();
  const failure = useErrorMessage(risk.error);
  return (
    <AccountSection id="account-risk" title={t('account.risk.title')}>
      <ErrorNote message={failure} onRetry={() => void risk.refetch()} />
      {risk.isPending ? <LoadingNote /> : null}
      {risk.data ? (
        <>
          <p>
            {t('account.risk.level')}{' '}
            <span className={`badge ${LEVEL_CLASSES[risk.data.level]}`} data-testid="risk-level">
              {t(`account.risk.levels.${risk.data.level}`)}
            </span>
          </p>
          <ul>
            {risk.data.reasons.map((reason) => (
              <li key={reason.code}>
                <RiskReasonLabel reason={reason} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ReportSuspicious />
    </AccountSection>
  );
}
