// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { exchangeManualActionEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const exchangeManualActionEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/exchanges/:id/manual-action',
  auth: 'admin',
};
