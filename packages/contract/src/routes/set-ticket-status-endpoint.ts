// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { setTicketStatusEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const setTicketStatusEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/support/admin/tickets/:id/status',
  auth: 'admin',
};
