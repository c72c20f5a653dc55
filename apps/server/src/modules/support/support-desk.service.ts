import {
  TICKET_PRIORITIES,
  type DeskReplyBody,
  type DeskTicket,
  type DeskTicketPage,
  type DeskTicketView,
  type ListDeskTicketsQuery,
  type SupportStats,
  type Tier,
  type TicketPriority,
  type TicketStatus,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { queueEmail, type EmailLog } from '../email/email.service.js';
import { findUserById } from '../members/members.queries.js';
import { agentReplyPatch, checkedStatusPatch } from './support-transitions.js';
import { toDeskTicket, toTicketSummary, withAttachments } from './support-view.js';
import {
  countDeskTickets,
  findMemberHistory,
  findStaffName,
  isDeskStaff,
  listDeskTicketRows,
  readSupportStats,
} from './support-desk.repository.js';
import {
  findTicket,
  insertMessage,
  listAttachmentRows,
  listMessageRows,
  lockTicket,
  updateTicket,
  type TicketPatch,
  type TicketRow,
} from './support.repository.js';
import { agentReplyEmail, statusChangeEmail } from './support.templates.js';

/** The staff member acting, for the audit log. */
export interface DeskActor {
  adminId: string;
  ip: string;
}

/** GET /support/admin/tickets. */
export async function listDeskTickets(
  deps: AppDeps,
  adminId: string,
  query: ListDeskTicketsQuery,
  now = new Date(),
): Promise<DeskTicketPage> {
  const [rows, total] = await Promise.all([
    listDeskTicketRows(deps.db, query, adminId, now),
    countDeskTickets(deps.db, query, adminId, now),
  ]);
  return { items: rows.map((row) => toDeskTicket(row, now)), page: query.page, limit: query.limit, total };
}

async function memberContext(db: Executor, row: TicketRow): Promise<DeskTicketView['member']> {
  if (!row.userId) return null;
  const user = await findUserById(db, row.userId);
  if (!user) return null;
  const history = await findMemberHistory(db, row.userId, row.id);
  return {
    userId: user.id,
    displayName: user.displayName ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    tier: user.tier as Tier,
    totalPoints: user.totalPoints,
    recentLogins: history.logins.map((login) => ({ ...login, at: login.at.toISOString() })),
    recentActivities: history.watched.map((item) => ({ ...item, at: item.at.toISOString() })),
    otherTickets: history.others.map(toTicketSummary),
  };
}

/** GET /support/admin/tickets/:id: every message, internal notes included, and the member's context. */
export async function getDeskTicket(deps: AppDeps, id: string, now = new Date()): Promise<DeskTicketView> {
  const row = await findTicket(deps.db, id);
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  const raw = await listMessageRows(deps.db, id, true);
  const files = await listAttachmentRows(
    deps.db,
    raw.map((message) => message.id),
  );
  const messages = raw.map((message) => ({
    ...withAttachments(message, files),
    internal: message.internal,
    authorAdminId: message.authorAdminId,
  }));
  const [member, assignee] = await Promise.all([
    memberContext(deps.db, row),
    row.assigneeId ? findStaffName(deps.db, row.assigneeId) : null,
  ]);
  return { ticket: toDeskTicket(row, now), messages, member, assignee: assignee ?? null };
}

interface TicketChange {
  patch: TicketPatch;
  action: string;
  details: object;
}

/** Applies a staff change to a locked ticket and audits it in the same transaction. */
async function changeTicket(
  deps: AppDeps,
  actor: DeskActor,
  id: string,
  change: (row: TicketRow, tx: Executor) => Promise<TicketChange> | TicketChange,
): Promise<{ before: TicketRow; after: TicketRow }> {
  return deps.db.transaction(async (tx) => {
    const before = await lockTicket(tx, id);
    if (!before) throw new AppError('TICKET_NOT_FOUND');
    const { patch, action, details } = await change(before, tx);
    const after = await updateTicket(tx, id, patch);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action,
      targetType: 'support_ticket',
      targetId: id,
      ip: actor.ip,
      details: { ...details },
    });
    return { before, after };
  });
}

/** PATCH …/:id/assign: only to active staff holding the desk permission, or to nobody. */
export async function assignTicket(
  deps: AppDeps,
  actor: DeskActor,
  id: string,
  assigneeId: string | null,
  now = new Date(),
): Promise<DeskTicket> {
  if (assigneeId && !(await isDeskStaff(deps.db, assigneeId))) throw new AppError('TICKET_ASSIGNEE_INVALID');
  const { after } = await changeTicket(deps, actor, id, (row) => ({
    patch: { assigneeId },
    action: 'support_ticket.assigned',
    details: { from: row.assigneeId, to: assigneeId },
  }));
  return toDeskTicket(after, now);
}

/** PATCH …/:id/status: along the transition table only; the member is emailed. */
export async function setTicketStatus(
  deps: AppDeps,
  log: EmailLog,
  actor: DeskActor,
  id: string,
  status: TicketStatus,
  now = new Date(),
): Promise<DeskTicket> {
  const { after } = await changeTicket(deps, actor, id, (row) => ({
    patch: checkedStatusPatch(row, status, now),
    action: 'support_ticket.status_changed',
    details: { from: row.status, to: status },
  }));
  if (after.email) await queueEmail(deps, log, statusChangeEmail(deps.config.publicUrl, after));
  return toDeskTicket(after, now);
}

/** PATCH …/:id/priority. */
export async function setTicketPriority(
  deps: AppDeps,
  actor: DeskActor,
  id: string,
  priority: TicketPriority,
  now = new Date(),
): Promise<DeskTicket> {
  const { after } = await changeTicket(deps, actor, id, (row) => ({
    patch: { priority },
    action: 'support_ticket.priority_changed',
    details: { from: row.priority, to: priority },
  }));
  return toDeskTicket(after, now);
}

/**
 * POST …/:id/reply: a reply (the first one stops the first-response clock; the member is emailed) or an
 * internal note (never shown or sent to the member); either may move the ticket along the table.
 */
export async function replyAsAgent(
  deps: AppDeps,
  log: EmailLog,
  actor: DeskActor,
  id: string,
  body: Required<Pick<DeskReplyBody, 'message' | 'internal'>> & { status?: TicketStatus | undefined },
  now = new Date(),
): Promise<DeskTicket> {
  const { before, after } = await changeTicket(deps, actor, id, async (row, tx) => {
    if (row.status === 'CLOSED') throw new AppError('TICKET_CLOSED');
    const patch = agentReplyPatch(row, body, now);
    if (!body.internal && !row.firstResponseAt) patch.firstResponseAt = now;
    const message = {
      ticketId: id,
      authorType: 'AGENT',
      authorAdminId: actor.adminId,
      internal: body.internal,
    };
    await insertMessage(tx, { ...message, body: body.message, createdAt: now });
    const action = body.internal ? 'support_ticket.note_added' : 'support_ticket.replied';
    return { patch, action, details: { status: body.status ?? null } };
  });
  if (after.email && !body.internal) {
    await queueEmail(deps, log, agentReplyEmail(deps.config.publicUrl, after, body.message));
  }
  // The implied wait for the member is told by the reply itself; a status the agent chose gets its own email.
  if (after.email && body.status && after.status !== before.status) {
    await queueEmail(deps, log, statusChangeEmail(deps.config.publicUrl, after));
  }
  return toDeskTicket(after, now);
}

/** GET …/stats. */
export async function readDeskStats(deps: AppDeps, now = new Date()): Promise<SupportStats> {
  const { open, figures } = await readSupportStats(deps.db, now);
  const openByPriority = Object.fromEntries(TICKET_PRIORITIES.map((priority) => [priority, 0])) as Record<
    TicketPriority,
    number
  >;
  for (const row of open) openByPriority[row.priority as TicketPriority] = row.total;
  const round = (value: number | null | undefined) => (value == null ? null : Math.round(value * 10) / 10);
  return {
    openByPriority,
    medianFirstResponseMinutes: round(figures?.firstResponse),
    medianResolutionMinutes: round(figures?.resolution),
    breaches: { firstResponse: figures?.firstBreaches ?? 0, resolution: figures?.resolutionBreaches ?? 0 },
    csat: { average: round(figures?.csatAverage), count: figures?.csatCount ?? 0 },
  };
}
