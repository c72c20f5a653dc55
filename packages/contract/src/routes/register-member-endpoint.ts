// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { registerMemberEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const registerMemberEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/register',
  auth: 'public',
};
