import { formatTicketNumber, type TicketStatus } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { compose } from '../email/email.templates.js';
import type { TicketRow } from './support.repository.js';

const STATUS_LABELS: Record<TicketStatus, string> = {
  OPEN: 'open',
  IN_PROGRESS: 'in progress',
  AWAITING_REPLY: 'waiting for your reply',
  RESOLVED: 'resolved',
  CLOSED: 'closed',
};

function ticketLink(publicUrl: string, ticket: TicketRow): string {
  // Guests have no account: they answer by writing to us again.
  return ticket.userId
    ? `Read and answer it here: ${publicUrl}/support/tickets/${ticket.id}`
    : 'Reply through the contact form and quote this ticket number.';
}

/** Sent when a ticket is opened. */
export function ticketOpenedEmail(publicUrl: string, ticket: TicketRow): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  return compose('support-ticket-opened', ticket.email, `support ticket ${number} received`, [
    `We received your support request ${number}: "${ticket.subject}".`,
    ticketLink(publicUrl, ticket),
  ]);
}

/** Sent on each agent reply (never for internal notes). */
export function agentReplyEmail(publicUrl: string, ticket: TicketRow, body: string): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  return compose('support-agent-reply', ticket.email, `new reply on support ticket ${number}`, [
    `Our support team replied to ${number}: "${ticket.subject}".`,
    ...body.split(/\r?\n/),
    ticketLink(publicUrl, ticket),
  ]);
}

/** Sent on each status change, including the automatic close of an idle ticket. */
export function statusChangeEmail(publicUrl: string, ticket: TicketRow, note?: string): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  const status = STATUS_LABELS[ticket.status as TicketStatus];
  return compose('support-status-change', ticket.email, `support ticket ${number} is ${status}`, [
    `Your support ticket ${number} ("${ticket.subject}") is now ${status}.`,
    ...(note ? [note] : []),
    ticketLink(publicUrl, ticket),
  ]);
}

/** Sent to the support address when the escalation job raises a ticket. */
export function escalationEmail(to: string, ticket: TicketRow): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  return compose('support-escalation', to, `support ticket ${number} is close to its SLA`, [
    `Ticket ${number} ("${ticket.subject}") is close to missing its SLA and was raised to ${ticket.priority}.`,
    'Open it under Support in the admin area.',
  ]);
}
