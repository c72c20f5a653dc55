import type { AdminExchange } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { useExchangeDecision } from './exchanges.queries';

type Decide = ReturnType<typeof useExchangeDecision>['mutate'];

/** The actions one exchange offers in its state: approve/reject while pending, manual actions after. */
export function ExchangeActions({ exchange, decide }: { exchange: AdminExchange; decide: Decide }) {
  const { t } = useTranslation();
  const [txHash, setTxHash] = useState('');
  const { id, status } = exchange;
  const ask = (key: 'rejectReason' | 'cancelReason') => window.prompt(t(`adminExchanges.${key}`))?.trim();
  return (
    <div className="d-flex flex-wrap gap-1">
      {status === 'PENDING' ? (
        <>
          <button
            type="button"
            className="btn btn-sm btn-success"
            onClick={() => {
              decide({ kind: 'approve', id });
            }}
          >
            {t('adminExchanges.approve')}
          </button>
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
      ) : null}
      {status === 'FAILED' || status === 'PAYING' || status === 'APPROVED' ? (
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
      {status === 'FAILED' ? (
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
      ) : null}
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
