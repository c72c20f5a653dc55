// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteCategoryMultiplierEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteCategoryMultiplierEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/admin/points-config/category/:id',
  auth: 'admin',
};
