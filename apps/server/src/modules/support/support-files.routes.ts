import {
  API_BASE_PATH,
  DESK_ATTACHMENT_PATH,
  SUPPORT_ATTACHMENT_PATH,
  SUPPORT_DESK_PERMISSION,
  createDeskAttachmentLinkEndpoint,
  createTicketAttachmentLinkEndpoint,
  type FileLink,
} from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { requireOwnedRow } from '../../http/owned-row.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { requireAdmin, signedInAdmin } from '../admin-auth/require-admin.js';
import type { FileViewer } from '../file-links/file-link-signature.js';
import { registerFileLinkRoute, sendProtectedFile } from '../file-links/file-links.routes.js';
import { mintFileLink } from '../file-links/file-links.service.js';
import { currentMember, requireMember } from '../sessions/require-member.js';
import { findAttachmentForViewer, findTicket, findTicketAttachment } from './support.repository.js';

const ParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() });

/** The attachment of a ticket the member owns (any ticket for staff, `memberId` null), else 404. */
async function findOwnAttachment(
  deps: AppDeps,
  ticketId: string,
  attachmentId: string,
  memberId: string | null,
) {
  // Another member's ticket is answered like a missing one, and logged (ASVS V16.3.2).
  requireOwnedRow(
    await findTicket(deps.db, ticketId),
    (ticket) => memberId === null || ticket.userId === memberId,
    {
      resource: 'support_attachment',
      actorId: memberId ?? 'staff',
    },
  );
  const file = await findTicketAttachment(deps.db, ticketId, attachmentId, memberId === null);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

async function sendAttachment(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: string | null,
): Promise<FastifyReply> {
  const params = ParamsSchema.safeParse(request.params);
  if (!params.success) throw new AppError('VALIDATION_FAILED');
  const file = await findOwnAttachment(deps, params.data.id, params.data.attachmentId, memberId);
  return sendProtectedFile(deps, reply, file);
}

/** Checks access as the download would, then mints a short-lived link to the file for this viewer. */
async function linkAttachment(
  deps: AppDeps,
  params: { id: string; attachmentId: string },
  viewer: FileViewer,
): Promise<FileLink> {
  const memberId = viewer.realm === 'member' ? viewer.id : null;
  const file = await findOwnAttachment(deps, params.id, params.attachmentId, memberId);
  return mintFileLink(deps.config, 'support-attachment', file.id, viewer);
}

/** What a signed link opens: a member's own attachment (never an internal note's), any for staff. */
async function resolveLinkedAttachment(deps: AppDeps, id: string, viewer: FileViewer) {
  if (!z.uuid().safeParse(id).success) return null;
  const memberId = viewer.realm === 'member' ? viewer.id : null;
  return (await findAttachmentForViewer(deps.db, id, memberId)) ?? null;
}

/**
 * Ticket attachments: bearer downloads for API clients, and signed links (minted after the same checks)
 * that a browser opens without the token; the member's own tickets, and any ticket for desk staff.
 */
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
  registerEndpoint(app, createTicketAttachmentLinkEndpoint, ({ params, request }) =>
    linkAttachment(deps, params, { realm: 'member', id: currentMember(request).userId }),
  );
  registerEndpoint(app, createDeskAttachmentLinkEndpoint, ({ params, request }) =>
    linkAttachment(deps, params, { realm: 'staff', id: signedInAdmin(request).id }),
  );
  registerFileLinkRoute(app, deps, 'support-attachment', (id, viewer) =>
    resolveLinkedAttachment(deps, id, viewer),
  );
}
