// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateSecuritySettingsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateSecuritySettingsEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/auth/security/settings',
  auth: 'member',
};
