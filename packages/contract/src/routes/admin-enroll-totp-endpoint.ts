// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { adminEnrollTotpEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const adminEnrollTotpEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/admin/totp/enroll',
  auth: 'public',
};
