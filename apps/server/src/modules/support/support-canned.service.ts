import type { CannedReply } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  deleteCannedReplyRow,
  insertCannedReply,
  listCannedReplyRows,
  updateCannedReplyRow,
} from './support-desk.repository.js';
import type { DeskActor } from './support-desk.service.js';

const toCannedReply = ({ id, title, body }: CannedReply): CannedReply => ({ id, title, body });

/** GET /support/admin/canned-replies. */
export async function listCannedReplies(deps: AppDeps): Promise<{ items: CannedReply[] }> {
  return { items: (await listCannedReplyRows(deps.db)).map(toCannedReply) };
}

/** POST /support/admin/canned-replies (audited). */
export async function createCannedReply(
  deps: AppDeps,
  actor: DeskActor,
  body: { title: string; body: string },
): Promise<CannedReply> {
  return deps.db.transaction(async (tx) => {
    const row = await insertCannedReply(tx, { ...body, createdByAdminId: actor.adminId });
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'support_canned_reply.created',
      targetType: 'support_canned_reply',
      targetId: row.id,
      ip: actor.ip,
      details: { title: row.title },
    });
    return toCannedReply(row);
  });
}

/** PUT /support/admin/canned-replies/:id (audited, with the old title). */
export async function updateCannedReply(
  deps: AppDeps,
  actor: DeskActor,
  id: string,
  body: { title: string; body: string },
): Promise<CannedReply> {
  return deps.db.transaction(async (tx) => {
    const row = await updateCannedReplyRow(tx, id, body);
    if (!row) throw new AppError('CANNED_REPLY_NOT_FOUND');
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'support_canned_reply.updated',
      targetType: 'support_canned_reply',
      targetId: id,
      ip: actor.ip,
      details: { title: row.title },
    });
    return toCannedReply(row);
  });
}

/** DELETE /support/admin/canned-replies/:id (audited). */
export async function deleteCannedReply(
  deps: AppDeps,
  actor: DeskActor,
  id: string,
): Promise<{ deleted: true }> {
  return deps.db.transaction(async (tx) => {
    if (!(await deleteCannedReplyRow(tx, id))) throw new AppError('CANNED_REPLY_NOT_FOUND');
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'support_canned_reply.deleted',
      targetType: 'support_canned_reply',
      targetId: id,
      ip: actor.ip,
    });
    return { deleted: true };
  });
}
