import { SECURITY_EVENTS } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { BucketChart, FigureCards, PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import type { AnalyticsRange } from './analytics.queries';
import { useSecurityReport } from './analytics-trust.queries';

/** Security: failed sign-ins, lockouts, suspicious activity, suspensions, refused staff calls and 2FA. */
export function SecurityView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ReportState query={useSecurityReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          <FigureCards
            figures={[
              ...SECURITY_EVENTS.map((event) => ({
                label: t(`adminAnalytics.security.${event}`),
                value: report.totals[event],
              })),
              { label: t('adminAnalytics.security.twoFactorMembers'), value: report.twoFactorMembers },
              {
                label: t('adminAnalytics.security.twoFactorAdoption'),
                value: report.twoFactorAdoption,
                format: format.rate,
              },
            ]}
          />
          <BucketChart
            title={t('adminAnalytics.security.chart')}
            valueHead={t('adminAnalytics.security.failedSignIns')}
            points={report.series.map((row) => ({ bucket: row.bucket, value: row.failedSignIns }))}
          />
          <ReportTable
            caption={t('adminAnalytics.security.rows')}
            file={`security-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.bucket'),
              ...SECURITY_EVENTS.map((event) => t(`adminAnalytics.security.${event}`)),
              t('adminAnalytics.security.twoFactorEnabled'),
            ]}
            rows={report.series.map((row) => [
              format.day(row.bucket),
              ...SECURITY_EVENTS.map((event) => format.number(row[event])),
              format.number(row.twoFactorEnabled),
            ])}
          />
        </>
      )}
    </ReportState>
  );
}
