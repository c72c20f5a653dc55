import {
  LedgerEntryKindSchema,
  LedgerSourceSchema,
  type ExchangeHoldState,
  type PointsHistoryItem,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadMore } from '../../components/load-more';
import { PendingButton } from '../../components/pending-button';
import { downloadPointsHistory } from './export-points-history';
import { usePointsHistory, type PointsHistoryFilters } from './get-points-history.queries';
import { HistoryFilters, NO_HISTORY_FILTERS, type HistoryFilterValues } from './history-filters';
import { LedgerReasonLabel } from './ledger-reason-label';
import { parseBreakdown } from './parse-breakdown';
import { describeBreakdown } from './points-why';

/** The server's filters from the form's: unknown values dropped, days as whole UTC days. */
export function toHistoryQuery(values: HistoryFilterValues): PointsHistoryFilters {
  const kind = LedgerEntryKindSchema.safeParse(values.kind);
  const source = LedgerSourceSchema.safeParse(values.source);
  return {
    ...(kind.success ? { kind: kind.data } : {}),
    ...(source.success ? { source: source.data } : {}),
    ...(values.from ? { from: `${values.from}T00:00:00.000Z` } : {}),
    ...(values.to ? { to: `${values.to}T23:59:59.999Z` } : {}),
  };
}

// The server answers where an exchange's points are now; the badge only colours it.
const EXCHANGE_STATE_BADGES: Readonly<Record<ExchangeHoldState, string>> = {
  held: 'text-bg-warning',
  paid: 'text-bg-success',
  returned: 'text-bg-secondary',
};

function HistoryLine({ item }: { item: PointsHistoryItem }) {
  const { t, i18n } = useTranslation();
  const breakdown = parseBreakdown(item.breakdown);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const amount = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' }).format(item.amount);
  return (
    <li className="list-group-item d-flex justify-content-between gap-3" data-testid="points-history-line">
      <div className="min-w-0">
        <p className="fw-semibold mb-1" dir="auto">
          <LedgerReasonLabel line={item} />
        </p>
        <p className="small text-body-secondary mb-1">
          {t(`points.history.kinds.${item.kind}`)} · {t(`points.history.sources.${item.source}`)} ·{' '}
          <time dateTime={item.createdAt}>{date.format(new Date(item.createdAt))}</time>
        </p>
        {item.exchange ? (
          <p className="mb-1">
            <span
              className={`badge ${EXCHANGE_STATE_BADGES[item.exchange.state]}`}
              data-testid="points-history-exchange-state"
              data-state={item.exchange.state}
            >
              {t(`points.history.exchangeStates.${item.exchange.state}`)}
            </span>
          </p>
        ) : null}
        {breakdown ? (
          <p className="small mb-0" data-testid="points-why">
            {describeBreakdown(t, breakdown, i18n.language)}
          </p>
        ) : null}
      </div>
      <span className={`fw-bold text-nowrap ${item.amount < 0 ? 'text-danger' : 'text-success'}`}>
        {amount}
      </span>
    </li>
  );
}

function ExportButton({ filters }: { filters: PointsHistoryFilters }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = () => {
    setPending(true);
    setFailed(false);
    downloadPointsHistory(filters)
      .catch(() => {
        setFailed(true);
      })
      .finally(() => {
        setPending(false);
      });
  };
  return (
    <div>
      <PendingButton
        pending={pending}
        label={t('points.history.export')}
        pendingLabel={t('points.history.exporting')}
        className="btn btn-outline-primary btn-sm"
        onClick={run}
      />
      {failed ? (
        <p className="text-danger small mt-1 mb-0" role="alert">
          {t('points.history.exportFailed')}
        </p>
      ) : null}
    </div>
  );
}

function HistoryList({ filters }: { filters: PointsHistoryFilters }) {
  const { t } = useTranslation();
  const pages = usePointsHistory(filters);
  if (pages.isPending) return <p role="status">{t('points.history.loadingMore')}</p>;
  if (pages.isError) {
    return (
      <ErrorState
        title={t('points.history.failed')}
        body={pages.error.message}
        retryLabel={t('points.page.retry')}
        onRetry={() => void pages.refetch()}
        retrying={pages.isRefetching}
      />
    );
  }
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState title={t('points.history.empty')} body={t('points.history.emptyBody')} />;
  }
  return (
    <>
      <ul className="list-group mb-3">
        {items.map((item) => (
          <HistoryLine key={item.id} item={item} />
        ))}
      </ul>
      <LoadMore
        pages={pages}
        className=""
        buttonClassName="btn btn-outline-secondary"
        label={t('points.history.loadMore')}
        pendingLabel={t('points.history.loadingMore')}
      />
    </>
  );
}

/** The member's points history: filters, newest first, "load more" by cursor, and a CSV download. */
export function PointsHistory() {
  const { t } = useTranslation();
  const [values, setValues] = useState(NO_HISTORY_FILTERS);
  const filters = toHistoryQuery(values);
  return (
    <section aria-labelledby="points-history-title" className="mt-5">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="points-history-title" className="h4 mb-0">
          {t('points.history.title')}
        </h2>
        <ExportButton filters={filters} />
      </div>
      <HistoryFilters values={values} onChange={setValues} />
      <HistoryList filters={filters} />
    </section>
  );
}
