// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { rejectExchangeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const rejectExchangeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/exchanges/:id/reject',
  auth: 'admin',
};
