// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateProfileEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateProfileEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/auth/profile',
  auth: 'member',
};
