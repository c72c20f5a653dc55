// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { approveExchangeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const approveExchangeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/exchanges/:id/approve',
  auth: 'admin',
};
