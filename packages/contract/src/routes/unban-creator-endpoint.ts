// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { unbanCreatorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const unbanCreatorEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/creators/:id/unban',
  auth: 'admin',
};
