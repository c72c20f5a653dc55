import { useTranslation } from '../../i18n/use-translation';
import { BucketChart, FigureCards, PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import type { AnalyticsRange } from './analytics.queries';
import { useCreatorsReport } from './analytics-growth.queries';

const TOTALS = [
  'applications',
  'approved',
  'activeCreators',
  'watchSeconds',
  'newFollowers',
  'uploads',
] as const;
const TOP = ['watchSeconds', 'views', 'followers', 'newFollowers', 'pointsEarned', 'uploads'] as const;

/** Creators: applications and outcomes, active creators, and the top creators by verified watch time. */
export function CreatorsView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ReportState query={useCreatorsReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          <FigureCards
            figures={TOTALS.map((key) => ({
              label: t(`adminAnalytics.creators.${key}`),
              value: report.totals[key],
            }))}
          />
          <BucketChart
            title={t('adminAnalytics.creators.chart')}
            valueHead={t('adminAnalytics.creators.activeCreators')}
            points={report.series.map((row) => ({ bucket: row.bucket, value: row.activeCreators }))}
          />
          <ReportTable
            caption={t('adminAnalytics.creators.rows')}
            file={`creators-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.bucket'),
              t('adminAnalytics.creators.applications'),
              t('adminAnalytics.creators.activeCreators'),
              t('adminAnalytics.creators.watchSeconds'),
            ]}
            rows={report.series.map((row) => [
              format.day(row.bucket),
              format.number(row.applications),
              format.number(row.activeCreators),
              format.number(row.watchSeconds),
            ])}
          />
          <ReportTable
            caption={t('adminAnalytics.creators.top')}
            file={`top-creators-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.creators.creator'),
              ...TOP.map((key) => t(`adminAnalytics.creators.${key}`)),
            ]}
            rows={report.top.map((row) => [
              row.name ?? row.creatorId,
              ...TOP.map((key) => format.number(row[key])),
            ])}
          />
          <ReportTable
            caption={t('adminAnalytics.creators.byStatus')}
            file={`creator-applications-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.creators.status'),
              t('adminAnalytics.current'),
              t('adminAnalytics.previous'),
            ]}
            rows={report.applications.map((row) => [
              row.status,
              format.number(row.current),
              format.number(row.previous),
            ])}
          />
        </>
      )}
    </ReportState>
  );
}
