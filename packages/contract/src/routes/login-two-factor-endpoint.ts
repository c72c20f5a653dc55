// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { loginTwoFactorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const loginTwoFactorEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/login/2fa',
  auth: 'public',
};
