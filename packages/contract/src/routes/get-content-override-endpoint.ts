// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getContentOverrideEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getContentOverrideEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/points-config/content/:id',
  auth: 'admin',
};
