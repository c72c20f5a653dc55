// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createTicketEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createTicketEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/support/tickets',
  auth: 'member',
};
