// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { rateTicketEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const rateTicketEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/support/tickets/:id/rate',
  auth: 'member',
};
