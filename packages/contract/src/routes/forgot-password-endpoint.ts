// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { forgotPasswordEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const forgotPasswordEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/forgot-password/:email',
  auth: 'public',
};
