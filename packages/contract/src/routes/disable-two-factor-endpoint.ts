// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { disableTwoFactorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const disableTwoFactorEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/security/2fa/disable',
  auth: 'member',
};
