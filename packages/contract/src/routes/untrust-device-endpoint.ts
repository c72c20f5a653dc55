// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { untrustDeviceEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const untrustDeviceEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/devices/untrust',
  auth: 'member',
};
