import type { PartnerStatus, PartnersReport } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { FigureCards, PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import { usePartnersReport, type AnalyticsRange } from './analytics.queries';

/** Partners: applications and outcomes, partners by status, sponsored bonuses and the campaigns' budgets. */
export function PartnersView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  return (
    <ReportState query={usePartnersReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          {report.partnersByStatus.length === 0 && (
            <p className="text-body-secondary" role="status">
              {t('adminAnalytics.partners.none')}
            </p>
          )}
          <FigureCards
            figures={[
              ...(['submitted', 'approved', 'rejected'] as const).map((key) => ({
                label: t(`adminAnalytics.partners.${key}`),
                value: report.applications[key],
              })),
              ...(['points', 'bonuses', 'reach'] as const).map((key) => ({
                label: t(`adminAnalytics.partners.bonus.${key}`),
                value: report.bonus[key],
              })),
            ]}
          />
          <PartnerTables report={report} range={range} />
        </>
      )}
    </ReportState>
  );
}

function PartnerTables({ report, range }: { report: PartnersReport; range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { budgets } = report;
  return (
    <>
      <ReportTable
        caption={t('adminAnalytics.partners.byStatus')}
        file="partners-by-status"
        heads={[t('adminAnalytics.partners.status'), t('adminAnalytics.partners.count')]}
        rows={report.partnersByStatus.map((row) => [
          t(`adminAnalytics.partners.statuses.${row.status as PartnerStatus}`),
          format.number(row.partners),
        ])}
      />
      <ReportTable
        caption={t('adminAnalytics.partners.budgets')}
        file={`partner-budgets-${range.from}-${range.to}`}
        heads={[
          t('adminAnalytics.partners.campaigns'),
          t('adminAnalytics.partners.budget'),
          t('adminAnalytics.partners.spent'),
          t('adminAnalytics.partners.left'),
        ]}
        rows={[
          [budgets.campaigns, budgets.budgetPoints, budgets.spentPoints, budgets.leftPoints].map(
            format.number,
          ),
        ]}
      />
      <ReportTable
        caption={t('adminAnalytics.partners.table')}
        file={`partners-${range.from}-${range.to}`}
        heads={[
          t('adminAnalytics.partners.name'),
          t('adminAnalytics.partners.status'),
          t('adminAnalytics.partners.campaigns'),
          t('adminAnalytics.partners.bonus.reach'),
          t('adminAnalytics.partners.bonus.bonuses'),
          t('adminAnalytics.partners.bonus.points'),
          t('adminAnalytics.partners.left'),
        ]}
        rows={report.partners.map((row) => [
          row.name,
          t(`adminAnalytics.partners.statuses.${row.status as PartnerStatus}`),
          format.number(row.campaigns),
          format.number(row.reach),
          format.number(row.bonuses),
          format.number(row.bonusPoints),
          format.number(row.budgetLeft),
        ])}
      />
    </>
  );
}
