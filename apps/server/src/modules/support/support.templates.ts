import { formatTicketNumber, type TicketStatus } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { compose, composeLocalized } from '../email/email.templates.js';
import type { TicketRow } from './support.repository.js';

const STATUS_LABELS: Record<TicketStatus, string> = {
  OPEN: 'open',
  IN_PROGRESS: 'in progress',
  AWAITING_REPLY: 'waiting for your reply',
  RESOLVED: 'resolved',
  CLOSED: 'closed',
};

const STATUS_LABELS_AR: Record<TicketStatus, string> = {
  OPEN: 'مفتوحة',
  IN_PROGRESS: 'قيد المعالجة',
  AWAITING_REPLY: 'بانتظار ردك',
  RESOLVED: 'محلولة',
  CLOSED: 'مغلقة',
};

function ticketLink(publicUrl: string, ticket: TicketRow): string {
  // Guests have no account: they answer by writing to us again.
  return ticket.userId
    ? `Read and answer it here: ${publicUrl}/support/tickets/${ticket.id}`
    : 'Reply through the contact form and quote this ticket number.';
}

function ticketLinkAr(publicUrl: string, ticket: TicketRow): string {
  return ticket.userId
    ? `اقرأها وردّ عليها هنا: ${publicUrl}/support/tickets/${ticket.id}`
    : 'ردّ عبر نموذج التواصل واذكر رقم هذه التذكرة.';
}

/** Sent when a ticket is opened. */
export function ticketOpenedEmail(publicUrl: string, ticket: TicketRow): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  return composeLocalized('support-ticket-opened', ticket.email, {
    en: {
      subject: `support ticket ${number} received`,
      lines: [
        `We received your support request ${number}: "${ticket.subject}".`,
        ticketLink(publicUrl, ticket),
      ],
    },
    ar: {
      subject: `وصلتنا تذكرة الدعم ${number}`,
      lines: [`وصلنا طلب الدعم ${number}: «${ticket.subject}».`, ticketLinkAr(publicUrl, ticket)],
    },
  });
}

/** Sent on each agent reply (never for internal notes). */
export function agentReplyEmail(publicUrl: string, ticket: TicketRow, body: string): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  const message = body.split(/\r?\n/);
  return composeLocalized('support-agent-reply', ticket.email, {
    en: {
      subject: `new reply on support ticket ${number}`,
      lines: [
        `Our support team replied to ${number}: "${ticket.subject}".`,
        ...message,
        ticketLink(publicUrl, ticket),
      ],
    },
    ar: {
      subject: `ردّ جديد على تذكرة الدعم ${number}`,
      lines: [
        `ردّ فريق الدعم على ${number}: «${ticket.subject}».`,
        ...message,
        ticketLinkAr(publicUrl, ticket),
      ],
    },
  });
}

/** Sent on each status change, including the automatic close of an idle ticket. */
export function statusChangeEmail(publicUrl: string, ticket: TicketRow, note?: string): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  const status = STATUS_LABELS[ticket.status as TicketStatus];
  const statusAr = STATUS_LABELS_AR[ticket.status as TicketStatus];
  return composeLocalized('support-status-change', ticket.email, {
    en: {
      subject: `support ticket ${number} is ${status}`,
      lines: [
        `Your support ticket ${number} ("${ticket.subject}") is now ${status}.`,
        ...(note ? [note] : []),
        ticketLink(publicUrl, ticket),
      ],
    },
    ar: {
      subject: `تذكرة الدعم ${number} ${statusAr}`,
      lines: [
        `تذكرة الدعم ${number} («${ticket.subject}») أصبحت ${statusAr}.`,
        ...(note ? [note] : []),
        ticketLinkAr(publicUrl, ticket),
      ],
    },
  });
}

/** Sent to the support address when the escalation job raises a ticket. */
export function escalationEmail(to: string, ticket: TicketRow): OutgoingEmail {
  const number = formatTicketNumber(ticket.number);
  return compose('support-escalation', to, `support ticket ${number} is close to its SLA`, [
    `Ticket ${number} ("${ticket.subject}") is close to missing its SLA and was raised to ${ticket.priority}.`,
    'Open it under Support in the admin area.',
  ]);
}
