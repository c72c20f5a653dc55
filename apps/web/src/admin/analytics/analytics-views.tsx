import { RETENTION_WEEKS, type FinancialOverview, type UsersReport } from '@streamit/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import {
  BucketChart,
  FigureCards,
  PeriodLine,
  ReportState,
  ReportTable,
  useCodeNames,
  useFormat,
} from './analytics-parts';
import {
  useDailyStatsReport,
  useFinancialReport,
  useUsersReport,
  type AnalyticsRange,
} from './analytics.queries';

/** Members per tier now, and the tier changes of the range beside those of the period before. */
function TierTables({ report, range }: { report: UsersReport; range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useCodeNames();
  return (
    <>
      <ReportTable
        caption={t('adminAnalytics.users.tiers')}
        file="tiers"
        heads={[t('adminAnalytics.users.tier'), t('adminAnalytics.users.members')]}
        rows={report.tiers.map((row) => [names.tier(row.tier), format.number(row.members)])}
      />
      <ReportTable
        caption={t('adminAnalytics.users.movements')}
        file={`tier-movements-${range.from}-${range.to}`}
        heads={[
          t('adminAnalytics.users.movedFrom'),
          t('adminAnalytics.users.movedTo'),
          t('adminAnalytics.current'),
          t('adminAnalytics.previous'),
        ]}
        rows={report.tierMovements.map((row) => [
          names.tier(row.from),
          names.tier(row.to),
          format.number(row.current),
          format.number(row.previous),
        ])}
      />
      {report.tierMovements.length === 0 && (
        <p className="small text-body-secondary">{t('adminAnalytics.users.noMovements')}</p>
      )}
    </>
  );
}

/** Users: growth, activity, sources, tiers and the weekly retention grid. */
export function UsersView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ReportState query={useUsersReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          <FigureCards
            figures={(['signups', 'verified', 'active', 'dau', 'wau', 'mau'] as const).map((key) => ({
              label: t(`adminAnalytics.users.${key}`),
              value: report.summary[key],
            }))}
          />
          <BucketChart
            title={t('adminAnalytics.users.chart')}
            valueHead={t('adminAnalytics.users.signups')}
            points={report.series.map((row) => ({ bucket: row.bucket, value: row.signups }))}
          />
          <ReportTable
            caption={t('adminAnalytics.users.series')}
            file={`users-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.bucket'),
              t('adminAnalytics.users.signups'),
              t('adminAnalytics.users.verified'),
              t('adminAnalytics.users.activeBucket'),
            ]}
            rows={report.series.map((row) => [
              format.day(row.bucket),
              format.number(row.signups),
              format.number(row.verified),
              format.number(row.active),
            ])}
          />
          <ReportTable
            caption={t('adminAnalytics.users.sources')}
            file={`signup-sources-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.users.source'),
              t('adminAnalytics.current'),
              t('adminAnalytics.previous'),
            ]}
            rows={report.sources.map((row) => [
              t(`adminAnalytics.users.sourceName.${row.source}`),
              format.number(row.current),
              format.number(row.previous),
            ])}
          />
          <TierTables report={report} range={range} />
          <ReportTable
            caption={t('adminAnalytics.users.retention')}
            file={`retention-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.users.cohort'),
              t('adminAnalytics.users.size'),
              ...Array.from({ length: RETENTION_WEEKS + 1 }, (_, week) =>
                t('adminAnalytics.users.week', { week }),
              ),
            ]}
            rows={report.retention.map((row) => [
              format.day(row.week),
              format.number(row.size),
              ...row.active.map((active) =>
                active === null || row.size === 0 ? '—' : format.rate(active / row.size),
              ),
            ])}
          />
        </>
      )}
    </ReportState>
  );
}

/** Daily stats: the platform's rows for the range. */
export function DailyView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const keys = ['newMembers', 'activeMembers', 'watchSeconds', 'pointsIssued', 'pointsSpent'] as const;
  return (
    <ReportState query={useDailyStatsReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          <FigureCards
            figures={keys.map((key) => ({
              label: t(`adminAnalytics.daily.${key}`),
              value: report.totals[key],
            }))}
          />
          <BucketChart
            title={t('adminAnalytics.daily.chart')}
            valueHead={t('adminAnalytics.daily.activeMembers')}
            points={report.rows.map((row) => ({ bucket: row.bucket, value: row.activeMembers }))}
          />
          <ReportTable
            caption={t('adminAnalytics.daily.rows')}
            file={`daily-stats-${range.from}-${range.to}`}
            heads={[t('adminAnalytics.bucket'), ...keys.map((key) => t(`adminAnalytics.daily.${key}`))]}
            rows={report.rows.map((row) => [
              format.day(row.bucket),
              ...keys.map((key) => format.number(row[key])),
            ])}
          />
        </>
      )}
    </ReportState>
  );
}

/** ARTFI from wei (18 decimals), shown with up to 4 decimals. */
function artfiOf(wei: string): number {
  return Number(BigInt(wei) / 10n ** 14n) / 10_000;
}

/** The overview's headline figures: points issued, debited and owed, ARTFI paid, and the store's takings. */
function financeFigures(report: FinancialOverview, t: TFunction) {
  return [
    { label: t('adminAnalytics.finance.issued'), value: report.issued },
    { label: t('adminAnalytics.finance.debited'), value: report.debited },
    { label: t('adminAnalytics.finance.liability'), value: report.outstandingLiability },
    {
      label: t('adminAnalytics.finance.artfiPaid'),
      value: {
        current: artfiOf(report.artfiPaidWei.current),
        previous: artfiOf(report.artfiPaidWei.previous),
      },
    },
    { label: t('adminAnalytics.finance.storeRevenue'), value: report.storeRevenuePoints },
    {
      label: t('adminAnalytics.finance.storeRevenueArtfi'),
      value: {
        current: artfiOf(report.storeRevenueArtfiWei.current),
        previous: artfiOf(report.storeRevenueArtfiWei.previous),
      },
    },
  ];
}

/** Financial overview: points in and out, liability, exchanges and ARTFI paid. */
export function FinanceView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useCodeNames();
  return (
    <ReportState query={useFinancialReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          <FigureCards figures={financeFigures(report, t)} />
          <BucketChart
            title={t('adminAnalytics.finance.chart')}
            valueHead={t('adminAnalytics.finance.issued')}
            points={report.series.map((row) => ({ bucket: row.bucket, value: row.issued }))}
          />
          <ReportTable
            caption={t('adminAnalytics.finance.bySource')}
            file={`points-issued-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.finance.source'),
              t('adminAnalytics.current'),
              t('adminAnalytics.previous'),
            ]}
            rows={report.issuedBySource.map((row) => [
              names.source(row.source),
              format.number(row.current),
              format.number(row.previous),
            ])}
          />
          <ReportTable
            caption={t('adminAnalytics.finance.byKind')}
            file={`points-debited-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.finance.kind'),
              t('adminAnalytics.current'),
              t('adminAnalytics.previous'),
            ]}
            rows={report.debitedByKind.map((row) => [
              names.kind(row.kind),
              format.number(row.current),
              format.number(row.previous),
            ])}
          />
          <ReportTable
            caption={t('adminAnalytics.finance.exchanges')}
            file={`exchanges-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.finance.status'),
              t('adminAnalytics.finance.count'),
              t('adminAnalytics.finance.points'),
            ]}
            rows={report.exchangesByStatus.map((row) => [
              names.status(row.status),
              format.number(row.count),
              format.number(row.points),
            ])}
          />
        </>
      )}
    </ReportState>
  );
}
