// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listPendingAwardsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listPendingAwardsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/pending-awards',
  auth: 'member',
};
