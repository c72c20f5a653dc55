// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateAdminStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateAdminStoryEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/stories/:id',
  auth: 'admin',
};
