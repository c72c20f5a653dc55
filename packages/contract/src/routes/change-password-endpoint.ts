// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { changePasswordEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const changePasswordEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/change-password',
  auth: 'member',
};
