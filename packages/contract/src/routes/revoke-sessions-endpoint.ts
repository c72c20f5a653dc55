// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { revokeSessionsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const revokeSessionsEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/sessions/revoke',
  auth: 'member',
};
