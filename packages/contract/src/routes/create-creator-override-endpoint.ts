// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createCreatorOverrideEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createCreatorOverrideEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/points-config/creator',
  auth: 'admin',
};
