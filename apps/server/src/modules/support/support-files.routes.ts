import {
  API_BASE_PATH,
  DESK_ATTACHMENT_PATH,
  SUPPORT_ATTACHMENT_PATH,
  SUPPORT_DESK_PERMISSION,
} from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { requireAdmin } from '../admin-auth/require-admin.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { currentMember, requireMember } from '../sessions/require-member.js';
import { findTicket, findTicketAttachment } from './support.repository.js';

const ParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() });

async function sendAttachment(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: string | null,
): Promise<FastifyReply> {
  const params = ParamsSchema.safeParse(request.params);
  if (!params.success) throw new AppError('VALIDATION_FAILED');
  const { id, attachmentId } = params.data;
  const ticket = await findTicket(deps.db, id, memberId ?? undefined);
  const file = ticket && (await findTicketAttachment(deps.db, id, attachmentId, memberId === null));
  if (!file) throw new AppError('NOT_FOUND');
  const name = encodeURIComponent(file.fileName);
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(mediaStorageFor(deps.config).read(file.storageKey));
}

/** Ticket attachments as downloads: the member's own tickets, and any ticket for desk staff. */
export function registerSupportFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    `${API_BASE_PATH}${SUPPORT_ATTACHMENT_PATH}`,
    { onRequest: requireMember(deps) },
    (request, reply) => sendAttachment(deps, request, reply, currentMember(request).userId),
  );
  app.get(
    `${API_BASE_PATH}${DESK_ATTACHMENT_PATH}`,
    { onRequest: requireAdmin(deps, SUPPORT_DESK_PERMISSION) },
    (request, reply) => sendAttachment(deps, request, reply, null),
  );
}
