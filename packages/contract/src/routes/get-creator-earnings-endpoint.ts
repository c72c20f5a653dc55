// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorEarningsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorEarningsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/creator-earnings',
  auth: 'member',
};
