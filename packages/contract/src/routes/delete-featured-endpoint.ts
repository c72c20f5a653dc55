// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteFeaturedEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteFeaturedEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/admin/featured-content/:id',
  auth: 'admin',
};
