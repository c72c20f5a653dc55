// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { deleteMyAccountEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const deleteMyAccountEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/delete-account',
  auth: 'member',
};
