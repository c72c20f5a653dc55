// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorOverrideEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorOverrideEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/points-config/creator/:id',
  auth: 'admin',
};
