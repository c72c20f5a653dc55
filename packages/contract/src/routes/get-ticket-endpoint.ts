// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getTicketEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getTicketEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/support/tickets/:id',
  auth: 'member',
};
