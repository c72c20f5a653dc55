import type { Exchange, ExchangeStatus } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Pager } from '../../../components/pager';
import { CopyTextButton } from '../copy-text-button';
import { useExchangeHistory } from '../wallet.queries';
import './exchange-history.css';

const PAGE_SIZE = 10;

const STATUS_CLASSES: Readonly<Record<ExchangeStatus, string>> = {
  PENDING: 'text-bg-secondary',
  APPROVED: 'text-bg-info',
  PAYING: 'text-bg-info',
  SETTLED: 'text-bg-success',
  FAILED: 'text-bg-danger',
  REJECTED: 'text-bg-warning',
  CANCELLED: 'text-bg-light',
};

/** A status badge in words. */
export function ExchangeStatusBadge({ status }: { status: ExchangeStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${STATUS_CLASSES[status]}`}>{t(`wallet.status.${status}`)}</span>;
}

/** A transaction: an explorer link when one is configured, else the hash with a copy button. */
export function TxHashCell({ exchange }: { exchange: Pick<Exchange, 'txHash' | 'txUrl'> }) {
  const { t } = useTranslation();
  if (!exchange.txHash) return <span className="text-body-secondary">—</span>;
  const short = `${exchange.txHash.slice(0, 10)}…${exchange.txHash.slice(-6)}`;
  if (exchange.txUrl)
    return (
      <a href={exchange.txUrl} target="_blank" rel="noreferrer" title={exchange.txHash}>
        {short}
      </a>
    );
  return (
    <span className="d-inline-flex gap-2 align-items-center">
      <code title={exchange.txHash} data-testid="exchange-tx-hash">
        {short}
      </code>
      <CopyTextButton text={exchange.txHash} label={t('wallet.copyHash')} />
    </span>
  );
}

function HistoryRow({ exchange }: { exchange: Exchange }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <tr data-testid="exchange-row">
      <td data-label={t('wallet.history.date')}>
        {/* Isolated: in the phone layout's flex cell, an Arabic date's marks otherwise reorder its parts. */}
        <bdi data-testid="exchange-date">{date.format(new Date(exchange.createdAt))}</bdi>
      </td>
      <td data-label={t('wallet.history.points')}>{exchange.pointsAmount}</td>
      <td data-label={t('wallet.history.tokens')}>{exchange.artfiAmount}</td>
      <td data-label={t('wallet.history.status')}>
        <ExchangeStatusBadge status={exchange.status} />
        {exchange.rejectReason ? <div className="small">{exchange.rejectReason}</div> : null}
      </td>
      <td data-label={t('wallet.history.tx')}>
        <TxHashCell exchange={exchange} />
      </td>
    </tr>
  );
}

/** The member's exchanges with statuses and transactions, newest first. */
export function ExchangeHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useExchangeHistory(page, PAGE_SIZE);
  return (
    <section aria-labelledby="wallet-history-title" className="mb-4">
      <h2 id="wallet-history-title" className="h5">
        {t('wallet.history.title')}
      </h2>
      {!history.data ? (
        <p role="status">{t('wallet.loading')}</p>
      ) : history.data.items.length === 0 ? (
        <p className="text-body-secondary">{t('wallet.history.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle exchange-table">
            <caption className="visually-hidden">{t('wallet.history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.history.date')}</th>
                <th scope="col">{t('wallet.history.points')}</th>
                <th scope="col">{t('wallet.history.tokens')}</th>
                <th scope="col">{t('wallet.history.status')}</th>
                <th scope="col">{t('wallet.history.tx')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((exchange) => (
                <HistoryRow key={exchange.id} exchange={exchange} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.data ? (
        <Pager
          label={t('wallet.history.pages')}
          page={page}
          limit={PAGE_SIZE}
          total={history.data.total}
          onPage={setPage}
          previousLabel={t('wallet.history.previous')}
          nextLabel={t('wallet.history.next')}
        />
      ) : null}
    </section>
  );
}
