// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getAdminStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getAdminStoryEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/stories/:id',
  auth: 'admin',
};
