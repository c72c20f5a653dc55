// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getDeviceHistoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getDeviceHistoryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/devices/history',
  auth: 'member',
};
