// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createTicketAttachmentLinkEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createTicketAttachmentLinkEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/support/tickets/:id/attachments/:attachmentId/link',
  auth: 'member',
};
