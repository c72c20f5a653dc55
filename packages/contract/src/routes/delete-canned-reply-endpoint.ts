// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteCannedReplyEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteCannedReplyEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/support/admin/canned-replies/:id',
  auth: 'admin',
};
