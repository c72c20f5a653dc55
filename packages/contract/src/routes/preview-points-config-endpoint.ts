// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { previewPointsConfigEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const previewPointsConfigEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/points-config/preview',
  auth: 'admin',
};
