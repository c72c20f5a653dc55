// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateCreatorOverrideEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateCreatorOverrideEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/points-config/creator/:id',
  auth: 'admin',
};
