// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateCannedReplyEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateCannedReplyEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/support/admin/canned-replies/:id',
  auth: 'admin',
};
