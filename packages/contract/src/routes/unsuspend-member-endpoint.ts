// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { unsuspendMemberEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const unsuspendMemberEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/users/:id/unsuspend',
  auth: 'admin',
};
