// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateFeaturedEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateFeaturedEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/featured-content/:id',
  auth: 'admin',
};
