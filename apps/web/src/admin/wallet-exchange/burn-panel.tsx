import { isPendingApproval, PendingApprovalNotice } from '../ui/pending-approval-notice';
import { BURN_WAIT_MS, type BurnRun } from '@streamit/contract';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { FormAlert, FormField, SubmitButton, controlClass } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useBurnRun, useStartBurn } from './burn.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseIds(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/** True once BURN_WAIT_MS (spec §9) passed since the run started: the client stops following it. */
function useWaitLimit(runId: string | null, waitMs: number): boolean {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!runId) return undefined;
    const timer = setTimeout(() => {
      setExpired(runId);
    }, waitMs);
    return () => {
      clearTimeout(timer);
    };
  }, [runId, waitMs]);
  return runId !== null && expired === runId;
}

function BurnReport({ run }: { run: BurnRun }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3" role="status" aria-live="polite" data-testid="burn-run">
      <p className="mb-1">
        {t(`adminExchanges.burn.status.${run.status}`)} —{' '}
        {t('adminExchanges.burn.progress', {
          count: run.total,
          processed: run.processed,
          total: run.total,
        })}
      </p>
      <progress
        className="w-100"
        max={run.total}
        value={run.processed}
        aria-label={t('adminExchanges.burn.progressLabel')}
      />
      {run.status === 'DONE' ? (
        <p className="mb-1" data-testid="burn-total">
          {t('adminExchanges.burn.burned', {
            amount: run.burnedAmount,
            before: run.totalSupplyBefore ?? '—',
            after: run.totalSupplyAfter ?? '—',
          })}
        </p>
      ) : null}
      <ul className="small mb-0">
        {run.items.map((item) => (
          <li key={item.userId}>
            <code dir="ltr">{item.userId}</code>: {t(`adminExchanges.burn.item.${item.status}`)}{' '}
            {item.artfiAmount} ARTFI
            {item.note ? ` (${item.note})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The burn form: member ids and the share of their ARTFI to burn, checked before anything is sent. */
function BurnForm({ onStarted }: { onStarted: (runId: string) => void }) {
  const { t } = useTranslation();
  const start = useStartBurn();
  const [ids, setIds] = useState('');
  const [ratio, setRatio] = useState('0.5');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const userIds = parseIds(ids);
    const share = Number(ratio);
    const ok = userIds.length > 0 && userIds.every((id) => UUID.test(id)) && share > 0 && share <= 1;
    setInvalid(!ok);
    if (ok)
      start.mutate(
        { userIds, ratio: share },
        {
          onSuccess: (started) => {
            // Above the four-eyes threshold no run starts yet: the notice below says where it waits.
            if (!isPendingApproval(started)) onStarted(started.id);
          },
        },
      );
  };
  const failure =
    start.error && isApiError(start.error)
      ? start.error.message
      : start.error
        ? t('adminExchanges.burn.failed')
        : null;
  return (
    <form noValidate onSubmit={submit} aria-label={t('adminExchanges.burn.title')}>
      <FormAlert message={failure} />
      <PendingApprovalNotice answer={start.data} />
      <FormField
        id="burn-user-ids"
        label={t('adminExchanges.burn.userIds')}
        errorText={invalid ? t('adminExchanges.burn.invalid') : undefined}
      >
        {(aria) => (
          <textarea
            {...aria}
            id="burn-user-ids"
            dir="ltr"
            rows={3}
            className={controlClass(invalid)}
            value={ids}
            onChange={(event) => {
              setIds(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField id="burn-ratio" label={t('adminExchanges.burn.ratio')}>
        {(aria) => (
          <input
            {...aria}
            id="burn-ratio"
            type="number"
            min="0.000001"
            max="1"
            step="0.000001"
            className={controlClass(false)}
            value={ratio}
            onChange={(event) => {
              setRatio(event.target.value);
            }}
          />
        )}
      </FormField>
      <SubmitButton
        className="btn btn-danger"
        pending={start.isPending}
        label={t('adminExchanges.burn.submit')}
        pendingLabel={t('adminExchanges.burn.pending')}
      />
    </form>
  );
}

/** A small staff form for an ARTFI burn run, following its job until it is done (or `waitMs`, 10 minutes, pass). */
export function BurnPanel({ waitMs = BURN_WAIT_MS }: { waitMs?: number }) {
  const { t } = useTranslation();
  const [runId, setRunId] = useState<string | null>(null);
  const timedOut = useWaitLimit(runId, waitMs);
  const run = useBurnRun(runId, !timedOut);
  const open = run.data?.status === 'QUEUED' || run.data?.status === 'RUNNING';
  return (
    <section aria-labelledby="burn-title" className="card mt-4">
      <div className="card-body">
        <h2 id="burn-title" className="h5">
          {t('adminExchanges.burn.title')}
        </h2>
        <p className="small">{t('adminExchanges.burn.lead')}</p>
        <BurnForm onStarted={setRunId} />
        {timedOut && open ? (
          <div className="alert alert-warning mt-3" role="alert">
            {t('adminExchanges.burn.timeout')}
          </div>
        ) : null}
        {run.data ? <BurnReport run={run.data} /> : null}
      </div>
    </section>
  );
}
