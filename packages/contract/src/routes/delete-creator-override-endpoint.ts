// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteCreatorOverrideEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteCreatorOverrideEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/admin/points-config/creator/:id',
  auth: 'admin',
};
