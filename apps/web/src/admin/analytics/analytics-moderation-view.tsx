import type { ModerationReport } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { BucketChart, FigureCards, PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import type { AnalyticsRange } from './analytics.queries';
import { useModerationReport } from './analytics-trust.queries';

/** Hours with one decimal, or a dash when there was nothing to measure. */
function useHours() {
  const format = useFormat();
  return (seconds: number | null) => (seconds === null ? '—' : format.number(seconds / 3600));
}

/** Time to decision (median, p90) beside the previous period's. */
function DecisionTimes({ report, range }: { report: ModerationReport; range: AnalyticsRange }) {
  const { t } = useTranslation();
  const hours = useHours();
  const { medianDecisionSeconds: median, p90DecisionSeconds: p90 } = report.totals;
  return (
    <ReportTable
      caption={t('adminAnalytics.moderation.times')}
      file={`moderation-times-${range.from}-${range.to}`}
      heads={[
        t('adminAnalytics.moderation.measure'),
        t('adminAnalytics.current'),
        t('adminAnalytics.previous'),
      ]}
      rows={[
        [t('adminAnalytics.moderation.median'), hours(median.current), hours(median.previous)],
        [t('adminAnalytics.moderation.p90'), hours(p90.current), hours(p90.previous)],
      ]}
    />
  );
}

/** The queue over time, decisions per moderator, outcomes and reports by reason. */
function ModerationTables({ report, range }: { report: ModerationReport; range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useHours();
  const compared = (row: { current: number; previous: number }) => [
    format.number(row.current),
    format.number(row.previous),
  ];
  return (
    <>
      <ReportTable
        caption={t('adminAnalytics.moderation.rows')}
        file={`moderation-${range.from}-${range.to}`}
        heads={[
          t('adminAnalytics.bucket'),
          t('adminAnalytics.moderation.queueSize'),
          t('adminAnalytics.moderation.decisions'),
          t('adminAnalytics.moderation.reportsReceived'),
        ]}
        rows={report.series.map((row) => [
          format.day(row.bucket),
          row.queueSize === null ? '—' : format.number(row.queueSize),
          format.number(row.decisions),
          format.number(row.reportsReceived),
        ])}
      />
      <ReportTable
        caption={t('adminAnalytics.moderation.moderators')}
        file={`moderators-${range.from}-${range.to}`}
        heads={[
          t('adminAnalytics.moderation.moderator'),
          t('adminAnalytics.moderation.decisions'),
          t('adminAnalytics.moderation.median'),
        ]}
        rows={report.moderators.map((row) => [
          row.name ?? t('adminAnalytics.moderation.removedStaff'),
          format.number(row.decisions),
          hours(row.medianDecisionSeconds),
        ])}
      />
      <ReportTable
        caption={t('adminAnalytics.moderation.outcomes')}
        file={`moderation-outcomes-${range.from}-${range.to}`}
        heads={[
          t('adminAnalytics.moderation.outcome'),
          t('adminAnalytics.current'),
          t('adminAnalytics.previous'),
        ]}
        rows={report.outcomes.map((row) => [row.decision, ...compared(row)])}
      />
      <ReportTable
        caption={t('adminAnalytics.moderation.reports')}
        file={`reports-${range.from}-${range.to}`}
        heads={[
          t('adminAnalytics.moderation.reason'),
          t('adminAnalytics.moderation.resolution'),
          t('adminAnalytics.current'),
          t('adminAnalytics.previous'),
        ]}
        rows={report.reports.map((row) => [
          row.reason,
          row.resolution ?? t('adminAnalytics.moderation.open'),
          ...compared(row),
        ])}
      />
    </>
  );
}

/** Moderation: queue size over time, decisions per moderator, time to decision, outcomes, reports. */
export function ModerationView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  return (
    <ReportState query={useModerationReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          <FigureCards
            figures={[
              { label: t('adminAnalytics.moderation.decisions'), value: report.totals.decisions },
              { label: t('adminAnalytics.moderation.reportsReceived'), value: report.totals.reportsReceived },
            ]}
          />
          <BucketChart
            title={t('adminAnalytics.moderation.chart')}
            valueHead={t('adminAnalytics.moderation.decisions')}
            points={report.series.map((row) => ({ bucket: row.bucket, value: row.decisions }))}
          />
          <DecisionTimes report={report} range={range} />
          <ModerationTables report={report} range={range} />
        </>
      )}
    </ReportState>
  );
}
