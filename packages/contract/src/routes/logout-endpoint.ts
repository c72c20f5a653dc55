// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { logoutEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const logoutEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/logout',
  auth: 'member',
};
