// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { payStoreOrderEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const payStoreOrderEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/store/orders/:id/pay',
  auth: 'member',
};
