// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateAdminSettingsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateAdminSettingsEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/settings',
  auth: 'admin',
};
