// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { clearTierLockEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const clearTierLockEndpoint: Route<typeof Contract> = {
  method: 'DELETE',
  path: '/admin/users/:id/tier-lock',
  auth: 'admin',
};
