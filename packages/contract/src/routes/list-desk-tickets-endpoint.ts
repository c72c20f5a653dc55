// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listDeskTicketsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listDeskTicketsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/support/admin/tickets',
  auth: 'admin',
};
