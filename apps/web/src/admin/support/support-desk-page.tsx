import { type ListDeskTicketsQuery } from '@streamit/contract';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { useDebouncedText } from '../featured/use-debounced-text';
import { CannedRepliesPanel } from './canned-replies-panel';
import { DeskFilters, deskFilterQuery, NO_DESK_FILTERS, type DeskFilterValues } from './desk-filters';
import { DeskTicketPanel } from './desk-ticket-panel';
import { useDeskStats, useDeskTickets } from './support-desk.queries';

const QUEUES = {
  mine: { assignee: 'me' },
  unassigned: { assignee: 'none' },
  breaching: { breaching: 'true' },
  all: {},
} as const satisfies Record<string, Partial<ListDeskTicketsQuery>>;
type Queue = keyof typeof QUEUES;

const routeApi = getRouteApi('/_admin/admin/support');

function DeskStats() {
  const { t, i18n } = useTranslation();
  const stats = useDeskStats();
  if (!stats.data) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const open = Object.values(stats.data.openByPriority).reduce((sum, value) => sum + value, 0);
  const breaches = stats.data.breaches.firstResponse + stats.data.breaches.resolution;
  const { average, count } = stats.data.csat;
  const csat =
    average === null
      ? t('supportDesk.statsNoRatings')
      : t('supportDesk.statsCsat', { count, n: number.format(count), csat: number.format(average) });
  return (
    <p className="small text-body-secondary" data-testid="desk-stats">
      {[
        t('supportDesk.statsOpen', { count: open, n: number.format(open) }),
        t('supportDesk.statsBreaches', { count: breaches, n: number.format(breaches) }),
        csat,
      ].join(' · ')}
    </p>
  );
}

function queryOf(queue: Queue, filters: DeskFilterValues, q: string): Partial<ListDeskTicketsQuery> {
  return { page: 1, limit: 50, ...QUEUES[queue], ...deskFilterQuery(filters, q) };
}

function DeskQueue() {
  const { t } = useTranslation();
  // A search from the address (the contact inbox's "reply" link) looks through every queue.
  const { q: searched } = routeApi.useSearch();
  const [queue, setQueue] = useState<Queue>(searched ? 'all' : 'unassigned');
  const [selected, setSelected] = useState<string | null>(null);
  const [filters, setFilters] = useState<DeskFilterValues>({ ...NO_DESK_FILTERS, q: searched ?? '' });
  const q = useDebouncedText(filters.q.trim(), 300);
  const list = useDeskTickets(queryOf(queue, filters, q));
  return (
    <>
      <DeskStats />
      <DeskFilters values={filters} onChange={setFilters} />
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
                  {t(`supportDesk.statusName.${ticket.status}`)} · {t(`support.priority.${ticket.priority}`)}{' '}
                  · {t(`tiers.${ticket.tier}`)}
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

/**
 * Route /admin/support (desk staff): queues, a ticket with the member's context, replies, notes and moves,
 * and the canned replies.
 */
export function SupportDeskPage() {
  return (
    <>
      <DeskQueue />
      <CannedRepliesPanel />
    </>
  );
}
