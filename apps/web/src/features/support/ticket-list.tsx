import { TICKET_STATUSES, type TicketStatus } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { useTickets } from './support.queries';

/** The member's tickets with a status filter; each row links to its conversation. */
export function TicketList() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const tickets = useTickets(status);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="my-tickets-title">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <h2 id="my-tickets-title" className="h4 mb-0">
          {t('support.list.title')}
        </h2>
        <div>
          <label htmlFor="ticket-status-filter" className="form-label small mb-1">
            {t('support.list.filter')}
          </label>
          <select
            id="ticket-status-filter"
            className="form-select form-select-sm"
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as TicketStatus | undefined);
            }}
          >
            <option value="">{t('support.status.all')}</option>
            {TICKET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`support.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {tickets.isPending ? <p role="status">{t('support.page.loading')}</p> : null}
      {tickets.isError ? (
        <ErrorState
          title={t('support.page.failed')}
          body={tickets.error.message}
          retryLabel={t('support.page.retry')}
          onRetry={() => void tickets.refetch()}
          retrying={tickets.isRefetching}
        />
      ) : null}
      {tickets.data && tickets.data.items.length === 0 ? <p>{t('support.list.empty')}</p> : null}
      {tickets.data && tickets.data.items.length > 0 ? (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('support.list.number')}</th>
                <th scope="col">{t('support.list.subject')}</th>
                <th scope="col">{t('support.list.state')}</th>
                <th scope="col">{t('support.list.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {tickets.data.items.map((ticket) => (
                <tr key={ticket.id}>
                  <td>#{ticket.number}</td>
                  <td>
                    <Link to="/support/tickets/$ticketId" params={{ ticketId: ticket.id }}>
                      {ticket.subject}
                    </Link>
                  </td>
                  <td>{t(`support.status.${ticket.status}`)}</td>
                  <td>{date.format(new Date(ticket.updatedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
