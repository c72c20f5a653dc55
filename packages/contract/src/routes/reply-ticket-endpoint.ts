// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { replyTicketEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const replyTicketEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/support/tickets/:id/reply',
  auth: 'member',
};
