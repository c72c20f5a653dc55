// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { assignTicketEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const assignTicketEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/support/admin/tickets/:id/assign',
  auth: 'admin',
};
