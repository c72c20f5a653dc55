// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { canCompleteEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const canCompleteEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/can-complete',
  auth: 'member',
};
