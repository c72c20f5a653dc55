import { MONEY_APPROVAL_STATUSES, type MoneyApproval, type MoneyApprovalStatus } from '@streamit/contract';
import { useState } from 'react';
import { FilterBar, FilterSelect } from '../../components/filter-bar';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { DataTable } from '../ui/data-table';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import {
  useMoneyApprovalDecision,
  useMoneyApprovals,
  type MoneyApprovalDecision,
} from './money-approvals.queries';

const PAGE_SIZE = 20;
// APPROVED exists only inside the checker's transaction, so the filter offers the states a request rests in.
const SHOWN_STATUSES = MONEY_APPROVAL_STATUSES.filter((status) => status !== 'APPROVED');

function AmountCell({ approval }: { approval: MoneyApproval }) {
  const { t, i18n } = useTranslation();
  if (approval.amount === null) return <>{t('adminExchanges.fourEyes.amountUnknown')}</>;
  const count = Number(approval.amount);
  const shown = Number.isFinite(count) ? new Intl.NumberFormat(i18n.language).format(count) : approval.amount;
  return approval.unit === 'POINTS' ? (
    <>{t('adminExchanges.fourEyes.points', { count, shown })}</>
  ) : (
    <>{t('adminExchanges.fourEyes.artfi', { shown })}</>
  );
}

function Actions(props: {
  approval: MoneyApproval;
  mine: boolean;
  decide: (decision: MoneyApprovalDecision) => void;
}) {
  const { t } = useTranslation();
  const { approval } = props;
  if (approval.status !== 'PENDING') return <span dir="auto">{approval.checker?.name ?? ''}</span>;
  if (props.mine)
    return <span className="small text-body-secondary">{t('adminExchanges.fourEyes.yours')}</span>;
  const reject = () => {
    const reason = window.prompt(t('adminExchanges.fourEyes.rejectReason'))?.trim();
    if (reason) props.decide({ kind: 'reject', id: approval.id, reason });
  };
  return (
    <div className="d-flex flex-wrap gap-1">
      <button
        type="button"
        className="btn btn-sm btn-success"
        onClick={() => {
          props.decide({ kind: 'approve', id: approval.id });
        }}
      >
        {t('adminExchanges.fourEyes.approve')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={reject}>
        {t('adminExchanges.fourEyes.reject')}
      </button>
    </div>
  );
}

function ApprovalsTable(props: {
  items: MoneyApproval[];
  myId: string | null;
  decide: (decision: MoneyApprovalDecision) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const f = (key: string) => t(`adminExchanges.fourEyes.${key}` as 'adminExchanges.fourEyes.kind');
  return (
    <DataTable
      caption={f('caption')}
      regionLabel={f('caption')}
      roomy
      heads={[f('kind'), f('amount'), f('maker'), f('created'), f('note'), f('decision')]}
      rows={props.items.map((approval) => [
        f(`kinds.${approval.kind}`),
        <AmountCell key="amount" approval={approval} />,
        <span key="maker" dir="auto">
          {approval.maker.name}
        </span>,
        date.format(new Date(approval.createdAt)),
        <span key="note" dir="auto">
          {approval.reason ?? approval.note ?? ''}
        </span>,
        <Actions
          key="actions"
          approval={approval}
          mine={approval.maker.id === props.myId}
          decide={props.decide}
        />,
      ])}
    />
  );
}

function DecisionOutcome({ decision }: { decision: ReturnType<typeof useMoneyApprovalDecision> }) {
  const { t } = useTranslation();
  if (decision.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {isApiError(decision.error) ? decision.error.message : t('adminExchanges.fourEyes.failed')}
      </div>
    );
  if (!decision.data) return null;
  return (
    <div className="alert alert-success" role="status">
      {decision.data.status === 'EXECUTED'
        ? t('adminExchanges.fourEyes.executed')
        : t('adminExchanges.fourEyes.rejected')}
    </div>
  );
}

/**
 * Route /admin/money-approvals (canManagePoints): staff money moves above the four-eyes threshold, each with
 * its maker; another staff member approves (the move runs then) or rejects it with a reason (decision 063).
 */
export function MoneyApprovalsPage() {
  const { t } = useTranslation();
  const { admin } = useSession();
  const [status, setStatus] = useState<MoneyApprovalStatus>('PENDING');
  const [page, setPage] = useState(1);
  const list = useMoneyApprovals({ status, page, limit: PAGE_SIZE });
  const decision = useMoneyApprovalDecision();
  return (
    <>
      <FilterBar label={t('adminExchanges.fourEyes.filters')}>
        <FilterSelect
          id="money-approvals-status"
          label={t('adminExchanges.status')}
          value={status}
          options={SHOWN_STATUSES.map((value) => ({
            value,
            label: t(`adminExchanges.fourEyes.statuses.${value}`),
          }))}
          onChange={(next) => {
            setStatus(next as MoneyApprovalStatus);
            setPage(1);
          }}
        />
      </FilterBar>
      <DecisionOutcome decision={decision} />
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-body-secondary">{t('adminExchanges.fourEyes.empty')}</p>
          ) : (
            <>
              <ApprovalsTable items={data.items} myId={admin?.id ?? null} decide={decision.mutate} />
              <Pager
                label={t('adminExchanges.fourEyes.pages')}
                page={page}
                limit={PAGE_SIZE}
                total={data.total}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
