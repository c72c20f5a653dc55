// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listTicketsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listTicketsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/support/tickets',
  auth: 'member',
};
