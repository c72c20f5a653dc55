import { randomUUID } from 'node:crypto';
import type {
  CreateTicketBody,
  ListTicketsQuery,
  RateTicketBody,
  Tier,
  TicketCategory,
  TicketDetail,
  TicketPage,
  TicketPriority,
} from '@streamit/contract';
import { RATEABLE_TICKET_STATUSES, type TicketStatus } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { requireOwnedRow } from '../../http/owned-row.js';
import { reserveSlots } from '../auth-limits/attempt-slots.js';
import { queueEmail, type EmailLog } from '../email/email.service.js';
import { requireUser } from '../members/member-view.js';
import {
  removeAttachments,
  storeAttachments,
  type AttachmentUpload,
  type StoredAttachment,
} from './support-attachments.js';
import { initialDueTimes } from './support-sla.js';
import { memberReplyPatch, statusPatch } from './support-transitions.js';
import { toTicketDetail, toTicketSummary, withAttachments } from './support-view.js';
import {
  countMemberTickets,
  findTicket,
  insertAttachments,
  insertMessage,
  insertTicket,
  listAttachmentRows,
  listMemberTicketRows,
  listMessageRows,
  lockTicket,
  rateTicketOnce,
  updateTicket,
  type TicketRow,
} from './support.repository.js';
import { ticketOpenedEmail } from './support.templates.js';

/** Who opens a ticket: a member (tier from their account) or a guest of the contact form. */
export interface TicketOpener {
  userId: string | null;
  email: string;
  guestName: string | null;
  tier: Tier;
}

/** The ticket and its conversation; internal notes only for staff. */
export async function loadTicketDetail(
  db: Executor,
  row: TicketRow,
  withInternal = false,
): Promise<TicketDetail> {
  const messages = await listMessageRows(db, row.id, withInternal);
  const files = await listAttachmentRows(
    db,
    messages.map((message) => message.id),
  );
  return toTicketDetail(
    row,
    messages.map((message) => withAttachments(message, files)),
  );
}

/** Writes files first, then the rows naming them in `write`; the files go again if the rows fail. */
async function withStoredFiles<T>(
  deps: AppDeps,
  ticketId: string,
  files: readonly AttachmentUpload[],
  write: (stored: StoredAttachment[]) => Promise<T>,
): Promise<T> {
  const stored = await storeAttachments(deps, ticketId, files);
  try {
    return await write(stored);
  } catch (error) {
    await removeAttachments(deps, stored);
    throw error;
  }
}

async function addMessage(
  db: Executor,
  ticketId: string,
  message: { body: string; authorType: 'USER' | 'AGENT'; authorAdminId?: string; internal?: boolean },
  stored: readonly StoredAttachment[],
): Promise<void> {
  const row = await insertMessage(db, { ticketId, ...message });
  await insertAttachments(
    db,
    stored.map((file) => ({ ...file, messageId: row.id })),
  );
}

type NewTicketInput = {
  category: TicketCategory;
  subject: string;
  message: string;
  priority: TicketPriority;
};

/** Writes a ticket and its first message inside the caller's transaction (the contact form uses it too). */
export async function insertOpenedTicket(
  tx: Executor,
  deps: AppDeps,
  opener: TicketOpener,
  input: NewTicketInput,
  options: { id?: string; now?: Date; stored?: readonly StoredAttachment[] } = {},
): Promise<TicketRow> {
  const { id = randomUUID(), now = new Date(), stored = [] } = options;
  const due = initialDueTimes(deps.config.SUPPORT_SLA_TARGETS, input.priority, opener.tier, now);
  const { message, ...fields } = input;
  const ticket = await insertTicket(tx, { id, ...opener, ...fields, ...due, createdAt: now, updatedAt: now });
  await addMessage(tx, id, { body: message, authorType: 'USER' }, stored);
  return ticket;
}

/** Opens a ticket with its first message and files in one transaction, and acknowledges it by email. */
export async function openTicket(
  deps: AppDeps,
  log: EmailLog,
  opener: TicketOpener,
  input: NewTicketInput,
  files: readonly AttachmentUpload[] = [],
  now = new Date(),
): Promise<TicketRow> {
  const id = randomUUID();
  const row = await withStoredFiles(deps, id, files, (stored) =>
    deps.db.transaction((tx) => insertOpenedTicket(tx, deps, opener, input, { id, now, stored })),
  );
  if (row.email) await queueEmail(deps, log, ticketOpenedEmail(deps.config.publicUrl, row));
  return row;
}

/** POST /support/tickets. */
export async function createMemberTicket(
  deps: AppDeps,
  log: EmailLog,
  userId: string,
  body: Required<CreateTicketBody>,
  files: readonly AttachmentUpload[],
  now = new Date(),
): Promise<TicketDetail> {
  await reserveSlots(deps, 'support-ticket', [
    { key: `member:${userId}`, max: deps.config.SUPPORT_TICKETS_PER_HOUR, windowMs: 3_600_000 },
  ]);
  const user = await requireUser(deps, userId);
  const opener = { userId, email: user.email ?? '', guestName: null, tier: user.tier as Tier };
  const row = await openTicket(deps, log, opener, body, files, now);
  return loadTicketDetail(deps.db, row);
}

/** GET /support/tickets. */
export async function listMemberTickets(
  deps: AppDeps,
  userId: string,
  query: ListTicketsQuery,
): Promise<TicketPage> {
  const { page, limit, status } = query;
  const [rows, total] = await Promise.all([
    listMemberTicketRows(deps.db, userId, status, limit, (page - 1) * limit),
    countMemberTickets(deps.db, userId, status),
  ]);
  return { items: rows.map(toTicketSummary), page, limit, total };
}

/** The member's own ticket; another member's is answered like a missing one, and logged (ASVS V16.3.2). */
async function requireMemberTicket(db: Executor, userId: string, id: string): Promise<TicketRow> {
  return requireOwnedRow(await findTicket(db, id), (ticket) => ticket.userId === userId, {
    resource: 'support_ticket',
    actorId: userId,
    code: 'TICKET_NOT_FOUND',
  });
}

/** GET /support/tickets/:id: another member's ticket is as unknown as a missing one. */
export async function getMemberTicket(deps: AppDeps, userId: string, id: string): Promise<TicketDetail> {
  return loadTicketDetail(deps.db, await requireMemberTicket(deps.db, userId, id));
}

/** POST /support/tickets/:id/reply: on AWAITING_REPLY (or RESOLVED) the ticket goes back to IN_PROGRESS. */
export async function replyAsMember(
  deps: AppDeps,
  userId: string,
  id: string,
  message: string,
  files: readonly AttachmentUpload[],
  now = new Date(),
): Promise<TicketDetail> {
  const current = await requireMemberTicket(deps.db, userId, id);
  memberReplyPatch(current, now);
  const row = await withStoredFiles(deps, id, files, (stored) =>
    deps.db.transaction(async (tx) => {
      const locked = await lockTicket(tx, id, userId);
      if (!locked) throw new AppError('TICKET_NOT_FOUND');
      const updated = await updateTicket(tx, id, memberReplyPatch(locked, now));
      await addMessage(tx, id, { body: message, authorType: 'USER' }, stored);
      return updated;
    }),
  );
  return loadTicketDetail(deps.db, row);
}

/** POST /support/tickets/:id/close: the member closes their ticket (not one already closed). */
export async function closeAsMember(
  deps: AppDeps,
  userId: string,
  id: string,
  now = new Date(),
): Promise<TicketDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockTicket(tx, id, userId);
    if (!locked) {
      await requireMemberTicket(tx, userId, id); // throws: missing, or another member's
      throw new AppError('TICKET_NOT_FOUND');
    }
    if (locked.status === 'CLOSED') throw new AppError('TICKET_CLOSED');
    return updateTicket(tx, id, statusPatch(locked, 'CLOSED', now));
  });
  return loadTicketDetail(deps.db, row);
}

/** POST /support/tickets/:id/rate: one atomic statement; the refusal names why. */
export async function rateTicket(
  deps: AppDeps,
  userId: string,
  id: string,
  body: Required<RateTicketBody>,
): Promise<TicketDetail> {
  const rated = await rateTicketOnce(deps.db, id, userId, body.score, body.comment);
  if (rated) return loadTicketDetail(deps.db, rated);
  const row = await requireMemberTicket(deps.db, userId, id);
  if (!RATEABLE_TICKET_STATUSES.includes(row.status as TicketStatus))
    throw new AppError('TICKET_NOT_RATEABLE');
  throw new AppError('TICKET_ALREADY_RATED');
}
