import {
  EXCHANGE_STATUSES,
  LEDGER_ENTRY_KINDS,
  LEDGER_SOURCES,
  TIERS,
  type AnalyticsPeriod,
  type Compared,
} from '@streamit/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StudioChart } from '../../features/creator-stats/studio-charts';
import { anchorDate } from '../../lib/format-locale';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { changePercent, saveCsv, toCsv } from './analytics-range';
import './analytics.css';

/** Number and date formatting in the reader's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    number: (value: number) => number.format(value),
    rate: (value: number | null) => (value === null ? '—' : percent.format(value)),
    day: (iso: string) => anchorDate(day.format(new Date(`${iso}T00:00:00Z`)), i18n.language),
    time: (iso: string) => new Date(iso).toLocaleString(i18n.language),
  };
}

const isOneOf = <T extends string>(list: readonly T[], code: string): code is T =>
  (list as readonly string[]).includes(code);

/**
 * Codes the platform owns (tiers, ledger sources and kinds, exchange states) in the reader's language, as the
 * member screens word them; a code the web does not know yet is shown as it is.
 */
export function useCodeNames() {
  const { t } = useTranslation();
  return {
    tier: (code: string) => (isOneOf(TIERS, code) ? t(`tiers.${code}`) : code),
    source: (code: string) => (isOneOf(LEDGER_SOURCES, code) ? t(`points.history.sources.${code}`) : code),
    kind: (code: string) => (isOneOf(LEDGER_ENTRY_KINDS, code) ? t(`points.history.kinds.${code}`) : code),
    status: (code: string) => (isOneOf(EXCHANGE_STATUSES, code) ? t(`wallet.status.${code}`) : code),
  };
}

/** One report's loading and error states (the shared QueryState with the analytics texts), else its data. */
export function ReportState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts = {
    errorTitle: t('adminAnalytics.error.title'),
    errorBody: t('adminAnalytics.error.body'),
    retry: t('adminAnalytics.error.retry'),
    loading: t('adminAnalytics.loading'),
  };
  return (
    <QueryState query={query} texts={texts} loadingRole="status">
      {children}
    </QueryState>
  );
}

/** The period line: the range, the period it is compared with, and when the rollups were current. */
export function PeriodLine({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className="small text-body-secondary" data-testid="analytics-period">
      {t('adminAnalytics.period', {
        from: format.day(period.from),
        to: format.day(period.to),
        previousFrom: format.day(period.previousFrom),
        previousTo: format.day(period.previousTo),
      })}{' '}
      {period.asOf
        ? t('adminAnalytics.asOf', { time: format.time(period.asOf) })
        : t('adminAnalytics.notRolledUp')}
    </p>
  );
}

/** Figures of the range with the previous period's and the change in %. */
export function FigureCards({
  figures,
}: {
  figures: { label: string; value: Compared; format?: (n: number) => string }[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className="analytics-figures mb-3">
      {figures.map(({ label, value, format: shown = format.number }) => {
        const change = changePercent(value.current, value.previous);
        return (
          <div key={label} className="border rounded p-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="h5 mb-0">{shown(value.current)}</dd>
            <dd className="small mb-0">
              {change === null
                ? t('adminAnalytics.noComparison', { previous: shown(value.previous) })
                : t('adminAnalytics.change', {
                    change: format.number(change),
                    previous: shown(value.previous),
                  })}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A chart of one figure per bucket, with its data table (the creator studio's lazy Recharts chart). */
export function BucketChart(props: {
  title: string;
  valueHead: string;
  points: { bucket: string; value: number }[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <StudioChart
      kind="bars"
      title={props.title}
      head={[t('adminAnalytics.bucket'), props.valueHead]}
      points={props.points.map((point) => ({ label: format.day(point.bucket), value: point.value }))}
      formatValue={format.number}
    />
  );
}

/** A table of the report and a CSV download of exactly its cells. */
export function ReportTable(props: {
  caption: string;
  file: string;
  heads: string[];
  rows: (string | number)[][];
}) {
  const { t } = useTranslation();
  return (
    <section className="mb-4">
      <DataTable caption={props.caption} heads={props.heads} rows={props.rows} regionLabel={props.caption} />
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => {
          saveCsv(`${props.file}.csv`, toCsv(props.heads, props.rows));
        }}
      >
        {t('adminAnalytics.downloadCsv', { table: props.caption })}
      </button>
    </section>
  );
}
