// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { resetPasswordEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const resetPasswordEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/reset-password',
  auth: 'public',
};
