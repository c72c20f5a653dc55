import { PendingApprovalNotice } from '../ui/pending-approval-notice';
import {
  CHAIN_NODE_WAIT_REASON,
  EXCHANGE_STATUSES,
  type AdminExchange,
  type ExchangeStatus,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { ExchangeStatusBadge, TxHashCell } from '../../features/wallet/exchange/exchange-history';
import { BurnPanel } from './burn-panel';
import { DataTable } from '../ui/data-table';
import { Pager } from '../ui/pager';
import { ExchangeActions } from './exchange-actions';
import { useAdminExchanges, useExchangeDecision } from './exchanges.queries';

const PAGE_SIZE = 20;

/** Why a payout failed, or why it waits: the wait for a chain node that does not answer is translated. */
function PayoutReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  if (reason === CHAIN_NODE_WAIT_REASON)
    return (
      <div className="small text-warning-emphasis" data-testid="payout-waits-for-chain">
        {t('adminExchanges.waitingForChain')}
      </div>
    );
  return <div className="small text-danger">{reason}</div>;
}

function ExchangeRow(props: {
  exchange: AdminExchange;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  decide: ReturnType<typeof useExchangeDecision>['mutate'];
}) {
  const { t } = useTranslation();
  const { exchange } = props;
  return (
    <tr data-testid="admin-exchange-row">
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={t('adminExchanges.select', { name: exchange.memberName || exchange.memberEmail })}
          disabled={exchange.status !== 'PENDING'}
          checked={props.checked}
          onChange={(event) => {
            props.onCheck(event.target.checked);
          }}
        />
      </td>
      <td>
        <div>{exchange.memberName}</div>
        <div className="small text-body-secondary">{exchange.memberEmail}</div>
      </td>
      <td>{exchange.pointsAmount}</td>
      <td>{exchange.artfiAmount}</td>
      <td>
        <ExchangeStatusBadge status={exchange.status} />
        <PayoutReason reason={exchange.failureReason} />
        {exchange.attempts > 0 ? (
          <div className="small text-body-secondary">
            {t('adminExchanges.attempts', { count: exchange.attempts })}
          </div>
        ) : null}
      </td>
      <td>
        <TxHashCell exchange={exchange} />
      </td>
      <td>
        <ExchangeActions exchange={exchange} decide={props.decide} />
      </td>
    </tr>
  );
}

function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const decision = useExchangeDecision();
  const run = (kind: 'approve' | 'reject') => {
    const reason = kind === 'reject' ? window.prompt(t('adminExchanges.rejectReason'))?.trim() : undefined;
    if (kind === 'reject' && !reason) return;
    decision.mutate(
      { kind: 'bulk', body: { ids, decision: kind, ...(reason ? { reason } : {}) } },
      { onSuccess: onDone },
    );
  };
  return (
    <>
      <div className="d-flex gap-2 align-items-center mb-2">
        <span className="small">{t('adminExchanges.selected', { count: ids.length })}</span>
        <button
          type="button"
          className="btn btn-sm btn-success"
          disabled={ids.length === 0}
          onClick={() => {
            run('approve');
          }}
        >
          {t('adminExchanges.bulkApprove')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={ids.length === 0}
          onClick={() => {
            run('reject');
          }}
        >
          {t('adminExchanges.bulkReject')}
        </button>
      </div>
      {/* Approvals above the four-eyes threshold come back held (MONEY_APPROVAL_PENDING), not approved. */}
      <PendingApprovalNotice answer={decision.data} />
    </>
  );
}

function StatusFilter(props: { value: ExchangeStatus | ''; onChange: (value: ExchangeStatus | '') => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex gap-3 align-items-end mb-3">
      <div>
        <label htmlFor="exchange-status" className="form-label small">
          {t('adminExchanges.status')}
        </label>
        <select
          id="exchange-status"
          className="form-select"
          value={props.value}
          onChange={(event) => {
            props.onChange(event.target.value as ExchangeStatus | '');
          }}
        >
          <option value="">{t('adminExchanges.anyStatus')}</option>
          {EXCHANGE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`wallet.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function ExchangesTable(props: {
  items: AdminExchange[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  decide: ReturnType<typeof useExchangeDecision>['mutate'];
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('adminExchanges.title')}
      captionHidden
      roomy
      heads={[
        { key: 'select', label: t('adminExchanges.selectColumn'), hidden: true },
        t('adminExchanges.member'),
        t('wallet.history.points'),
        t('wallet.history.tokens'),
        t('wallet.history.status'),
        t('wallet.history.tx'),
        t('adminExchanges.actions'),
      ]}
    >
      {props.items.map((exchange) => (
        <ExchangeRow
          key={exchange.id}
          exchange={exchange}
          checked={props.selected.has(exchange.id)}
          onCheck={(on) => {
            props.onToggle(exchange.id, on);
          }}
          decide={props.decide}
        />
      ))}
    </DataTable>
  );
}

function ExchangesContent() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ExchangeStatus | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useAdminExchanges({ page, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const decision = useExchangeDecision();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  return (
    <>
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {decision.isError ? (
        <div className="alert alert-danger" role="alert">
          {decision.error.message}
        </div>
      ) : null}
      <PendingApprovalNotice answer={decision.data} />
      <BulkBar
        ids={[...selected]}
        onDone={() => {
          setSelected(new Set());
        }}
      />
      {list.isError ? (
        <ErrorState
          title={t('adminExchanges.failed')}
          body={list.error.message}
          retryLabel={t('adminExchanges.retryLoad')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <p role="status">{t('wallet.loading')}</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-body-secondary">{t('adminExchanges.empty')}</p>
      ) : (
        <>
          <ExchangesTable
            items={list.data.items}
            selected={selected}
            onToggle={toggle}
            decide={decision.mutate}
          />
          <Pager
            label={t('adminExchanges.pages')}
            page={page}
            limit={PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}

/** Route /admin/exchanges (canManagePoints): points → ARTFI exchanges to decide, and their payouts. */
export function ExchangesPage() {
  return (
    <>
      <ExchangesContent />
      <BurnPanel />
    </>
  );
}
