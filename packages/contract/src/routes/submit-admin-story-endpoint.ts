// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { submitAdminStoryEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const submitAdminStoryEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/stories/:id/submit',
  auth: 'admin',
};
