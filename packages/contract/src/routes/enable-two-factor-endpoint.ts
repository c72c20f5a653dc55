// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { enableTwoFactorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const enableTwoFactorEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/security/2fa/enable',
  auth: 'member',
};
