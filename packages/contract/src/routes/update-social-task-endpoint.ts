// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateSocialTaskEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateSocialTaskEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/social-tasks/:id',
  auth: 'admin',
};
