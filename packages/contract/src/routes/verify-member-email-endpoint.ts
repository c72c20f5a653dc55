// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { verifyMemberEmailEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const verifyMemberEmailEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/members/verify-email',
  auth: 'admin',
};
