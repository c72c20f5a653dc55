import { RATEABLE_TICKET_STATUSES, SUPPORT_TEXT_LIMITS, type TicketDetail } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api-client';
import { ATTACHMENT_ACCEPT, ticketFormData } from './new-ticket-form';
import { AttachmentList } from './attachment-list';
import { formatTicketDate } from './support-format';
import { mintTicketAttachmentLink, useCloseTicket, useRateTicket, useReplyTicket } from './support.queries';

function useFailure(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  return isApiError(error) ? error.message : t('support.ticket.failed');
}

/** The conversation, oldest first: the member's messages and the team's replies (never internal notes). */
export function TicketConversation({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="conversation-title" className="mb-4">
      <h2 id="conversation-title" className="h5">
        {t('support.ticket.conversation')}
      </h2>
      <ol className="list-unstyled">
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={`card mb-2 ${message.authorType === 'AGENT' ? 'border-primary' : ''}`}
          >
            <div className="card-body">
              <p className="small text-body-secondary mb-1">
                <strong>
                  {message.authorType === 'AGENT' ? t('support.ticket.agent') : t('support.ticket.you')}
                </strong>
                {' · '}
                <time dateTime={message.createdAt}>{formatTicketDate(message.createdAt, i18n.language)}</time>
              </p>
              <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {message.body}
              </p>
              <AttachmentList
                files={message.attachments}
                mintLink={(attachmentId) => mintTicketAttachmentLink(ticket.id, attachmentId)}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Reply (with files) and close, while the ticket is not closed. */
export function TicketReply({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const reply = useReplyTicket(ticket.id);
  const close = useCloseTicket(ticket.id);
  const failure = useFailure(reply.error ?? close.error);
  if (ticket.status === 'CLOSED')
    return <p className="alert alert-secondary">{t('support.ticket.closedNote')}</p>;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    reply.mutate(ticketFormData(form), {
      onSuccess: () => {
        form.reset();
      },
    });
  };
  return (
    <form onSubmit={submit} className="mb-4">
      <h2 id="reply-title" className="h5">
        <label htmlFor="reply-message">{t('support.ticket.reply')}</label>
      </h2>
      <textarea
        id="reply-message"
        name="message"
        className="form-control mb-2"
        rows={4}
        required
        maxLength={SUPPORT_TEXT_LIMITS.messageMax}
      />
      <label htmlFor="reply-attachments" className="form-label small">
        {t('support.form.attachments')}
      </label>
      <input
        id="reply-attachments"
        name="attachments"
        type="file"
        className="form-control mb-2"
        multiple
        accept={ATTACHMENT_ACCEPT}
      />
      <FormAlert message={failure} />
      <div className="d-flex flex-wrap gap-2">
        <PendingButton
          type="submit"
          pending={reply.isPending}
          label={t('support.ticket.send')}
          pendingLabel={t('support.ticket.sending')}
          className="btn btn-primary"
        />
        <PendingButton
          pending={close.isPending}
          label={t('support.ticket.close')}
          pendingLabel={t('support.ticket.closing')}
          className="btn btn-outline-secondary"
          onClick={() => {
            close.mutate();
          }}
        />
      </div>
    </form>
  );
}

/** The 1–5 rating, once the ticket is resolved or closed, and only once. */
export function TicketRating({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const rate = useRateTicket(ticket.id);
  const [score, setScore] = useState(5);
  const [comment, setComment] = useState('');
  const failure = useFailure(rate.error);
  if (ticket.rating) return <p role="status">{t('support.ticket.rated', { score: ticket.rating.score })}</p>;
  if (!RATEABLE_TICKET_STATUSES.includes(ticket.status)) return null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    rate.mutate({ score, comment });
  };
  return (
    <form onSubmit={submit} className="card card-body" aria-labelledby="rate-title">
      <h2 id="rate-title" className="h5">
        {t('support.ticket.rateTitle')}
      </h2>
      <label htmlFor="rate-score" className="form-label">
        {t('support.ticket.score')}
      </label>
      <select
        id="rate-score"
        className="form-select mb-2"
        value={score}
        onChange={(event) => {
          setScore(Number(event.target.value));
        }}
      >
        {[5, 4, 3, 2, 1].map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <label htmlFor="rate-comment" className="form-label">
        {t('support.ticket.comment')}
      </label>
      <textarea
        id="rate-comment"
        className="form-control mb-2"
        rows={2}
        maxLength={2000}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
        }}
      />
      <FormAlert message={failure} />
      <PendingButton
        type="submit"
        pending={rate.isPending}
        label={t('support.ticket.rate')}
        pendingLabel={t('support.ticket.rating')}
        className="btn btn-primary align-self-start"
      />
    </form>
  );
}
