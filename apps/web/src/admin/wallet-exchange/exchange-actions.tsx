import type { AdminExchange } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ApproveExchangeDialog } from './approve-exchange-dialog';
import type { useExchangeDecision } from './exchanges.queries';

type Decide = ReturnType<typeof useExchangeDecision>['mutate'];

/** A payout still approved or paying after this long is stuck: staff may send it again. */
export const PAYOUT_STUCK_MS = 10 * 60_000;

/** Whether a payout is under way and recent: the row then says so instead of offering a retry. */
export function isPayoutUnderWay(exchange: AdminExchange, now = Date.now()): boolean {
  if (exchange.status !== 'APPROVED' && exchange.status !== 'PAYING') return false;
  return now - Date.parse(exchange.decidedAt ?? exchange.createdAt) < PAYOUT_STUCK_MS;
}

type Ask = (key: 'rejectReason' | 'cancelReason') => string | undefined;

/** Approve (after a confirmation dialog) or reject (with a reason) a pending exchange. */
function PendingActions({ exchange, decide, ask }: { exchange: AdminExchange; decide: Decide; ask: Ask }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { id } = exchange;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-success"
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('adminExchanges.approve')}
      </button>
      {confirming ? (
        <ApproveExchangeDialog
          exchange={exchange}
          onConfirm={() => {
            decide({ kind: 'approve', id });
          }}
          onClose={() => {
            setConfirming(false);
          }}
        />
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => {
          const reason = ask('rejectReason');
          if (reason) decide({ kind: 'reject', id, reason });
        }}
      >
        {t('adminExchanges.reject')}
      </button>
    </>
  );
}

/** Settles a failed payout by hand with the hash of a transfer staff sent themselves. */
function MarkSettled({ id, decide }: { id: string; decide: Decide }) {
  const { t } = useTranslation();
  const [txHash, setTxHash] = useState('');
  return (
    <span className="d-inline-flex gap-1">
      <input
        className="form-control form-control-sm"
        aria-label={t('adminExchanges.txHash')}
        placeholder="0x…"
        value={txHash}
        onChange={(event) => {
          setTxHash(event.target.value.trim());
        }}
      />
      <button
        type="button"
        className="btn btn-sm btn-outline-success"
        disabled={!/^0x[0-9a-fA-F]{64}$/.test(txHash)}
        onClick={() => {
          decide({ kind: 'manual', id, body: { action: 'mark-settled', txHash } });
        }}
      >
        {t('adminExchanges.markSettled')}
      </button>
    </span>
  );
}

/** The actions one exchange offers in its state: approve/reject while pending, manual actions after. */
export function ExchangeActions({ exchange, decide }: { exchange: AdminExchange; decide: Decide }) {
  const { t } = useTranslation();
  const { id, status } = exchange;
  const underWay = isPayoutUnderWay(exchange);
  const ask: Ask = (key) => window.prompt(t(`adminExchanges.${key}`))?.trim();
  return (
    <div className="d-flex flex-wrap gap-1">
      {status === 'PENDING' ? <PendingActions exchange={exchange} decide={decide} ask={ask} /> : null}
      {underWay ? (
        <span className="small text-body-secondary" role="status" data-testid="payout-under-way">
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
          {t('adminExchanges.payoutUnderWay')}
        </span>
      ) : null}
      {status === 'FAILED' || ((status === 'PAYING' || status === 'APPROVED') && !underWay) ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => {
            decide({ kind: 'manual', id, body: { action: 'retry' } });
          }}
        >
          {t('adminExchanges.retry')}
        </button>
      ) : null}
      {status === 'FAILED' ? <MarkSettled id={id} decide={decide} /> : null}
      {status === 'PENDING' || status === 'APPROVED' || status === 'FAILED' ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => {
            const reason = ask('cancelReason');
            if (reason) decide({ kind: 'manual', id, body: { action: 'cancel', reason } });
          }}
        >
          {t('adminExchanges.cancel')}
        </button>
      ) : null}
    </div>
  );
}
