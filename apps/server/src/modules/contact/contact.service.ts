import type {
  ContactMessage,
  ContactMessageAccepted,
  ContactMessagePage,
  ListContactMessagesQuery,
  SendContactMessageRequest,
  UpdateContactMessageRequest,
} from '@streamit/contract';
import { DEFAULT_TIER, type ContactTopic, type TicketCategory } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { verifyCaptcha } from '../captcha/captcha.service.js';
import { queueEmail } from '../email/email.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { insertOpenedTicket } from '../support/support.service.js';
import {
  countContactMessages,
  countMessagesFromSince,
  insertContactMessage,
  listContactMessageRows,
  lockContactMessage,
  lockSenderAddress,
  setContactMessageStatus,
  type ContactMessageRow,
} from './contact.repository.js';
import { contactAcknowledgementEmail, contactReference, contactStaffEmail } from './contact.templates.js';

/** Messages one address may send per window, whatever IPs it comes from. */
export const CONTACT_PER_EMAIL_MAX = 3;
export const CONTACT_PER_EMAIL_WINDOW_MS = 60 * 60_000;

/** The ticket category a contact topic opens. */
const CONTACT_TICKET_CATEGORY: Record<ContactTopic, TicketCategory> = {
  general: 'GENERAL',
  account: 'ACCOUNT',
  creators: 'CONTENT',
  partnerships: 'GENERAL',
  press: 'GENERAL',
};

/** Who changes a message, for the audit log. */
export interface ContactActor {
  adminId: string;
  ip: string;
}

function toContactMessage(row: ContactMessageRow): ContactMessage {
  const { id, name, email, topic, subject, message, status, ip, handledByAdminId } = row;
  return {
    id,
    reference: contactReference(id),
    name,
    email,
    topic,
    subject,
    message,
    status,
    ip,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    handledByAdminId,
  };
}

async function storeWithinLimit(deps: AppDeps, body: SendContactMessageRequest, context: ClientContext) {
  return deps.db.transaction(async (tx) => {
    await lockSenderAddress(tx, body.email);
    const since = new Date(Date.now() - CONTACT_PER_EMAIL_WINDOW_MS);
    if ((await countMessagesFromSince(tx, body.email, since)) >= CONTACT_PER_EMAIL_MAX) {
      throw new AppError('RATE_LIMITED');
    }
    const { name, email, topic, message } = body;
    const subject = body.subject ?? '';
    const row = await insertContactMessage(tx, { name, email, topic, subject, message, ...context });
    // The desk works from tickets: the message opens a guest ticket, answered by email.
    const opener = { userId: null, email, guestName: name, tier: DEFAULT_TIER };
    const input = {
      category: CONTACT_TICKET_CATEGORY[topic],
      subject: subject || `Contact: ${topic}`,
      message,
    };
    await insertOpenedTicket(tx, deps, opener, { ...input, priority: 'NORMAL' });
    return row;
  });
}

/**
 * POST /contact/messages: checks the captcha and the per-address limit, stores the message for staff,
 * emails it to SUPPORT_EMAIL and acknowledges it to the sender.
 */
export async function sendContactMessage(
  deps: AppDeps,
  log: FastifyBaseLogger,
  body: SendContactMessageRequest,
  context: ClientContext,
): Promise<ContactMessageAccepted> {
  await verifyCaptcha(deps, body, context.ip);
  const row = await storeWithinLimit(deps, body, context);
  await queueEmail(deps, log, contactStaffEmail(deps.config.SUPPORT_EMAIL, row));
  await queueEmail(deps, log, contactAcknowledgementEmail(row));
  return {
    message: 'Thank you! Your message reached our team. We usually reply within two working days.',
    reference: contactReference(row.id),
  };
}

/** GET /admin/contact-messages: a page of messages, newest first. */
export async function listContactMessages(
  deps: AppDeps,
  query: ListContactMessagesQuery,
): Promise<ContactMessagePage> {
  const { page, limit, status } = query;
  const [rows, total] = await Promise.all([
    listContactMessageRows(deps.db, status, limit, (page - 1) * limit),
    countContactMessages(deps.db, status),
  ]);
  return { items: rows.map(toContactMessage), page, limit, total };
}

/** PATCH /admin/contact-messages/:id: sets the status and audits the change in one transaction. */
export async function updateContactMessageStatus(
  deps: AppDeps,
  actor: ContactActor,
  id: string,
  body: UpdateContactMessageRequest,
): Promise<ContactMessage> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, id);
    if (!before) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
    const updated = await setContactMessageStatus(tx, id, body.status, actor.adminId);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'contact_message.status_changed',
      targetType: 'contact_message',
      targetId: id,
      ip: actor.ip,
      details: { from: before.status, to: body.status },
    });
    return updated;
  });
  return toContactMessage(row);
}
