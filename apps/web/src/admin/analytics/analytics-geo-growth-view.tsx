import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/country-names';
import { BucketChart, PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import type { AnalyticsRange } from './analytics.queries';
import { useGeographicGrowthReport } from './analytics-growth.queries';

/** Geographic growth: sign-ups and active members by country over time, fastest-growing first. */
export function GeoGrowthView({ range }: { range: AnalyticsRange }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const name = (code: string | null) =>
    code ? countryName(code, i18n.language) : t('adminAnalytics.growth.unknown');
  return (
    <ReportState query={useGeographicGrowthReport(range)}>
      {(report) => {
        const first = report.rows[0]?.country;
        return (
          <>
            <PeriodLine period={report.period} />
            <BucketChart
              title={t('adminAnalytics.growth.chart')}
              valueHead={t('adminAnalytics.growth.signups')}
              points={report.series
                .filter((row) => row.country === first)
                .map((row) => ({ bucket: row.bucket, value: row.signups }))}
            />
            <ReportTable
              caption={t('adminAnalytics.growth.table')}
              file={`geographic-growth-${range.from}-${range.to}`}
              heads={[
                t('adminAnalytics.growth.country'),
                t('adminAnalytics.growth.signups'),
                t('adminAnalytics.growth.signupsPrevious'),
                t('adminAnalytics.growth.active'),
                t('adminAnalytics.growth.activePrevious'),
              ]}
              rows={report.rows.map((row) => [
                name(row.country),
                format.number(row.signups.current),
                format.number(row.signups.previous),
                format.number(row.active.current),
                format.number(row.active.previous),
              ])}
            />
            <ReportTable
              caption={t('adminAnalytics.growth.rows')}
              file={`geographic-growth-series-${range.from}-${range.to}`}
              heads={[
                t('adminAnalytics.bucket'),
                t('adminAnalytics.growth.country'),
                t('adminAnalytics.growth.signups'),
                t('adminAnalytics.growth.active'),
              ]}
              rows={report.series.map((row) => [
                format.day(row.bucket),
                name(row.country),
                format.number(row.signups),
                format.number(row.active),
              ])}
            />
          </>
        );
      }}
    </ReportState>
  );
}
