// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { cancelStoreOrderEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const cancelStoreOrderEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/store/orders/:id/cancel',
  auth: 'member',
};
