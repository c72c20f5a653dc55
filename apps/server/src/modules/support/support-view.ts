import type {
  DeskTicket,
  Tier,
  TicketCategory,
  TicketDetail,
  TicketMessage,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from '@streamit/contract';
import { breachesOf } from './support-sla.js';
import type { AttachmentRow, MessageRow, TicketRow } from './support.repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A ticket as a list shows it. */
export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    category: row.category as TicketCategory,
    subject: row.subject,
    status: row.status as TicketStatus,
    priority: row.priority as TicketPriority,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The attachments of each message, as the API lists them. */
export function withAttachments(message: MessageRow, attachments: readonly AttachmentRow[]): TicketMessage {
  return {
    id: message.id,
    authorType: message.authorType as TicketMessage['authorType'],
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    attachments: attachments
      .filter((file) => file.messageId === message.id)
      .map(({ id, fileName, contentType, bytes }) => ({ id, fileName, contentType, bytes })),
  };
}

/** The ticket with the messages given (the caller has already left out internal notes for members). */
export function toTicketDetail(row: TicketRow, messages: TicketMessage[]): TicketDetail {
  const rating =
    row.ratedAt && row.csatScore !== null
      ? { score: row.csatScore, comment: row.csatComment ?? '', ratedAt: row.ratedAt.toISOString() }
      : null;
  return {
    ...toTicketSummary(row),
    firstResponseAt: iso(row.firstResponseAt),
    resolvedAt: iso(row.resolvedAt),
    closedAt: iso(row.closedAt),
    rating,
    messages,
  };
}

/** A ticket as the desk lists it, with its SLA clocks read at `now`. */
export function toDeskTicket(row: TicketRow, now: Date): DeskTicket {
  const { messages: _messages, ...detail } = toTicketDetail(row, []);
  return {
    ...detail,
    email: row.email,
    userId: row.userId,
    tier: row.tier as Tier,
    assigneeId: row.assigneeId,
    sla: {
      firstResponseDueAt: row.firstResponseDueAt.toISOString(),
      resolutionDueAt: row.resolutionDueAt.toISOString(),
      pausedAt: iso(row.pausedAt),
      pausedMs: row.pausedMs,
      ...breachesOf(row, now),
      escalatedAt: iso(row.escalatedAt),
    },
  };
}
