// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { refundStoreOrderEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const refundStoreOrderEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/store/orders/:id/refund',
  auth: 'admin',
};
