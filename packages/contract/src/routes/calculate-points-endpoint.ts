// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { calculatePointsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const calculatePointsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/calculate/:id',
  auth: 'member',
};
