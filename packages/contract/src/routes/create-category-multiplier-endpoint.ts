// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createCategoryMultiplierEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createCategoryMultiplierEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/points-config/category',
  auth: 'admin',
};
