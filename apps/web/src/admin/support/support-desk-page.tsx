import {
  SUPPORT_DESK_PERMISSION,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type ListDeskTicketsQuery,
  type TicketCategory,
  type TicketPriority,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { useSession } from '../../lib/use-session';
import { useDebouncedText } from '../featured/use-debounced-text';
import { AdminScreen } from '../moderation/admin-screen';
import { DeskTicketPanel } from './desk-ticket-panel';
import { useDeskStats, useDeskTickets } from './support-desk.queries';

const QUEUES = {
  mine: { assignee: 'me' },
  unassigned: { assignee: 'none' },
  breaching: { breaching: 'true' },
  all: {},
} as const satisfies Record<string, Partial<ListDeskTicketsQuery>>;
type Queue = keyof typeof QUEUES;

function DeskStats() {
  const { t } = useTranslation();
  const stats = useDeskStats();
  if (!stats.data) return null;
  const open = Object.values(stats.data.openByPriority).reduce((sum, value) => sum + value, 0);
  return (
    <p className="small text-body-secondary" data-testid="desk-stats">
      {t('supportDesk.stats', {
        open,
        breaches: stats.data.breaches.firstResponse + stats.data.breaches.resolution,
        csat: stats.data.csat.average ?? '—',
        rated: stats.data.csat.count,
      })}
    </p>
  );
}

interface DeskFilters {
  q: string;
  priority: TicketPriority | '';
  category: TicketCategory | '';
}

function FilterRow({ filters, onChange }: { filters: DeskFilters; onChange: (next: DeskFilters) => void }) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3">
      <div className="col-12 col-md-6">
        <label htmlFor="desk-search" className="form-label small">
          {t('supportDesk.search')}
        </label>
        <input
          id="desk-search"
          type="search"
          className="form-control form-control-sm"
          value={filters.q}
          onChange={(event) => {
            onChange({ ...filters, q: event.target.value });
          }}
        />
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor="desk-priority" className="form-label small">
          {t('supportDesk.priority')}
        </label>
        <select
          id="desk-priority"
          className="form-select form-select-sm"
          value={filters.priority}
          onChange={(event) => {
            onChange({ ...filters, priority: event.target.value as DeskFilters['priority'] });
          }}
        >
          <option value="">{t('support.status.all')}</option>
          {TICKET_PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {t(`support.priority.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor="desk-category" className="form-label small">
          {t('supportDesk.category')}
        </label>
        <select
          id="desk-category"
          className="form-select form-select-sm"
          value={filters.category}
          onChange={(event) => {
            onChange({ ...filters, category: event.target.value as DeskFilters['category'] });
          }}
        >
          <option value="">{t('support.status.all')}</option>
          {TICKET_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`support.category.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function queryOf(queue: Queue, filters: DeskFilters, q: string): Partial<ListDeskTicketsQuery> {
  return {
    page: 1,
    limit: 50,
    ...QUEUES[queue],
    ...(q ? { q } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  };
}

function DeskQueue() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Queue>('unassigned');
  const [selected, setSelected] = useState<string | null>(null);
  const [filters, setFilters] = useState<DeskFilters>({ q: '', priority: '', category: '' });
  const q = useDebouncedText(filters.q.trim(), 300);
  const list = useDeskTickets(queryOf(queue, filters, q));
  return (
    <>
      <DeskStats />
      <FilterRow filters={filters} onChange={setFilters} />
      <div className="btn-group mb-3 flex-wrap" role="group" aria-label={t('supportDesk.queues')}>
        {(Object.keys(QUEUES) as Queue[]).map((name) => (
          <button
            key={name}
            type="button"
            className={`btn btn-sm ${queue === name ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={queue === name}
            onClick={() => {
              setQueue(name);
            }}
          >
            {t(`supportDesk.queue.${name}`)}
          </button>
        ))}
      </div>
      {list.isError ? (
        <ErrorState
          title={t('supportDesk.failed')}
          body={list.error.message}
          retryLabel={t('support.page.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          {list.data && list.data.items.length === 0 ? <p>{t('supportDesk.empty')}</p> : null}
          <ul className="list-group">
            {list.data?.items.map((ticket) => (
              <li key={ticket.id} className="list-group-item">
                <button
                  type="button"
                  className="btn btn-link p-0 text-start"
                  aria-current={selected === ticket.id}
                  onClick={() => {
                    setSelected(ticket.id);
                  }}
                >
                  #{ticket.number} · {ticket.subject}
                </button>
                <span className="d-block small text-body-secondary">
                  {t(`support.status.${ticket.status}`)} · {t(`support.priority.${ticket.priority}`)} ·{' '}
                  {ticket.tier}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-12 col-lg-7">{selected ? <DeskTicketPanel ticketId={selected} /> : null}</div>
      </div>
    </>
  );
}

/** Route /admin/support (desk staff): queues, a ticket with the member's context, replies, notes and moves. */
export function SupportDeskPage() {
  const { t } = useTranslation();
  const { admin } = useSession();
  return (
    <AdminScreen
      title={t('supportDesk.title')}
      summary={t('supportDesk.summary')}
      allowed={admin !== null && admin[SUPPORT_DESK_PERMISSION]}
    >
      <DeskQueue />
    </AdminScreen>
  );
}
