// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { advanceStoreOrderEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const advanceStoreOrderEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/store/orders/:id/fulfilment',
  auth: 'admin',
};
