// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateCategoryMultiplierEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateCategoryMultiplierEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/points-config/category/:id',
  auth: 'admin',
};
