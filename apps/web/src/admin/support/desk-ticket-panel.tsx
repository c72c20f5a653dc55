import {
  SUPPORT_TEXT_LIMITS,
  TICKET_PRIORITIES,
  TICKET_TRANSITIONS,
  type DeskTicketView,
  type TicketPriority,
  type TicketStatus,
} from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { AttachmentList } from '../../features/support/attachment-list';
import { formatTicketDate } from '../../features/support/support-format';
import { failureText } from '../ui/failure-text';
import { AssigneeLine, MemberContext, SlaClocks } from './desk-ticket-context';
import {
  mintDeskAttachmentLink,
  useAssignTicket,
  useCannedReplies,
  useDeskReply,
  useDeskTicket,
  useSetTicketPriority,
  useSetTicketStatus,
} from './support-desk.queries';

function Conversation({ view }: { view: DeskTicketView }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="list-unstyled">
      {view.messages.map((message) => (
        <li key={message.id} className={`card mb-2 ${message.internal ? 'border-warning' : ''}`}>
          <div className="card-body py-2">
            <p className="small text-body-secondary mb-1">
              {message.internal
                ? t('supportDesk.note')
                : message.authorType === 'AGENT'
                  ? t('supportDesk.agent')
                  : t('supportDesk.member')}
              {' · '}
              <time dateTime={message.createdAt}>{formatTicketDate(message.createdAt, i18n.language)}</time>
            </p>
            <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </p>
            <AttachmentList
              files={message.attachments}
              mintLink={(attachmentId) => mintDeskAttachmentLink(view.ticket.id, attachmentId)}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Starts the reply from a saved one; hidden while the desk has none. */
function CannedPicker({ onPick }: { onPick: (body: string) => void }) {
  const { t } = useTranslation();
  const canned = useCannedReplies();
  if (!canned.data || canned.data.items.length === 0) return null;
  const items = canned.data.items;
  return (
    <div className="mb-2">
      <label htmlFor="desk-canned" className="form-label small">
        {t('supportDesk.canned')}
      </label>
      <select
        id="desk-canned"
        className="form-select form-select-sm"
        value=""
        onChange={(event) => {
          const picked = items.find((item) => item.id === event.target.value);
          if (picked) onPick(picked.body);
        }}
      >
        <option value="">—</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </select>
    </div>
  );
}

function ReplyForm({ view }: { view: DeskTicketView }) {
  const { t } = useTranslation();
  const reply = useDeskReply(view.ticket.id);
  const [message, setMessage] = useState('');
  const [internal, setInternal] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    reply.mutate(
      { message, internal },
      {
        onSuccess: () => {
          setMessage('');
        },
      },
    );
  };
  const failure = reply.error
    ? isApiError(reply.error)
      ? reply.error.message
      : t('supportDesk.failed')
    : null;
  return (
    <form onSubmit={submit} className="mb-3">
      <CannedPicker onPick={setMessage} />
      <label htmlFor="desk-reply" className="form-label">
        {t('supportDesk.reply')}
      </label>
      <textarea
        id="desk-reply"
        className="form-control mb-2"
        rows={4}
        required
        maxLength={SUPPORT_TEXT_LIMITS.messageMax}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
        }}
      />
      <div className="form-check mb-2">
        <input
          id="desk-internal"
          type="checkbox"
          className="form-check-input"
          checked={internal}
          onChange={(event) => {
            setInternal(event.target.checked);
          }}
        />
        <label htmlFor="desk-internal" className="form-check-label">
          {t('supportDesk.internal')}
        </label>
      </div>
      <FormAlert message={failure} />
      <PendingButton
        type="submit"
        pending={reply.isPending}
        label={internal ? t('supportDesk.addNote') : t('supportDesk.sendReply')}
        pendingLabel={t('supportDesk.sending')}
        className="btn btn-primary"
      />
    </form>
  );
}

/** The ticket's priority, changed as soon as staff pick another (audited; the SLA clocks follow it). */
function PrioritySelect({ view }: { view: DeskTicketView }) {
  const { t } = useTranslation();
  const setPriority = useSetTicketPriority(view.ticket.id);
  const id = `desk-priority-${view.ticket.id}`;
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {t('supportDesk.ticketPriority')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={view.ticket.priority}
        disabled={setPriority.isPending}
        onChange={(event) => {
          setPriority.mutate(event.target.value as TicketPriority);
        }}
      >
        {TICKET_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {t(`support.priority.${priority}`)}
          </option>
        ))}
      </select>
      <FormAlert message={failureText(setPriority.error, t('supportDesk.failed'))} className="mt-1 mb-0" />
    </div>
  );
}

function TicketActions({ view }: { view: DeskTicketView }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  const setStatus = useSetTicketStatus(view.ticket.id);
  const assign = useAssignTicket(view.ticket.id);
  const moves = TICKET_TRANSITIONS[view.ticket.status];
  const error = setStatus.error ?? assign.error;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <PrioritySelect view={view} />
      {admin && view.ticket.assigneeId !== admin.id ? (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => {
            assign.mutate(admin.id);
          }}
        >
          {t('supportDesk.assignToMe')}
        </button>
      ) : null}
      {moves.map((status: TicketStatus) => (
        <button
          key={status}
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={setStatus.isPending}
          onClick={() => {
            setStatus.mutate(status);
          }}
        >
          {t(`supportDesk.move.${status}`)}
        </button>
      ))}
      <FormAlert message={error && isApiError(error) ? error.message : null} className="w-100 mb-0" />
    </div>
  );
}

/** One ticket as the desk works it: status moves, assignment, context, the conversation and a reply or note. */
export function DeskTicketPanel({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const ticket = useDeskTicket(ticketId);
  if (!ticket.data) return <p role="status">{t('supportDesk.loading')}</p>;
  const view = ticket.data;
  return (
    <section aria-labelledby="desk-ticket-title" className="card card-body">
      <h2 id="desk-ticket-title" className="h5">
        #{view.ticket.number} · {view.ticket.subject}
      </h2>
      <p className="small mb-2" data-testid="desk-ticket-status">
        {t(`supportDesk.statusName.${view.ticket.status}`)} · {t(`support.priority.${view.ticket.priority}`)}
        {view.ticket.sla.firstResponseBreached || view.ticket.sla.resolutionBreached
          ? ` · ${t('supportDesk.breached')}`
          : ''}
      </p>
      <AssigneeLine view={view} />
      <SlaClocks view={view} />
      <TicketActions view={view} />
      <MemberContext view={view} />
      <Conversation view={view} />
      {view.ticket.status === 'CLOSED' ? null : <ReplyForm view={view} />}
    </section>
  );
}
