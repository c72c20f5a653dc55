// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { decideSocialClaimEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const decideSocialClaimEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/social-tasks/claims/:id/decision',
  auth: 'admin',
};
