// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { endMemberSessionsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const endMemberSessionsEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/users/:id/end-sessions',
  auth: 'admin',
};
