import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { ErrorState } from '../components/error-state';
import { PageTitle } from '../components/page-title';
import { NewTicketForm } from '../features/support/new-ticket-form';
import { useTicket } from '../features/support/support.queries';
import { TicketList } from '../features/support/ticket-list';
import { TicketConversation, TicketRating, TicketReply } from '../features/support/ticket-view';

/** Route /support (members): open a ticket, and the list of one's tickets. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('support.page.title')} />
      <p className="lead">{t('support.page.lead')}</p>
      <NewTicketForm />
      <TicketList />
    </div>
  );
}

/** Route /support/tickets/:id (members): the conversation, reply, close and rate. */
export function SupportTicketPage({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const ticket = useTicket(ticketId);
  return (
    <div className="page-container py-5">
      <p>
        <Link to="/support">{t('support.ticket.back')}</Link>
      </p>
      {ticket.isPending ? <p role="status">{t('support.page.loading')}</p> : null}
      {ticket.isError ? (
        <ErrorState
          title={t('support.page.failed')}
          body={ticket.error.message}
          retryLabel={t('support.page.retry')}
          onRetry={() => void ticket.refetch()}
          retrying={ticket.isRefetching}
        />
      ) : null}
      {ticket.data ? (
        <>
          <PageTitle title={t('support.ticket.title', { number: ticket.data.number })} />
          <p className="lead">
            {ticket.data.subject} ·{' '}
            <span data-testid="ticket-status">{t(`support.status.${ticket.data.status}`)}</span>
          </p>
          <TicketConversation ticket={ticket.data} />
          <TicketReply ticket={ticket.data} />
          <TicketRating ticket={ticket.data} />
        </>
      ) : null}
    </div>
  );
}
