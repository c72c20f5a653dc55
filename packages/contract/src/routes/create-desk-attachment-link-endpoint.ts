// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createDeskAttachmentLinkEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createDeskAttachmentLinkEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/support/admin/tickets/:id/attachments/:attachmentId/link',
  auth: 'admin',
};
