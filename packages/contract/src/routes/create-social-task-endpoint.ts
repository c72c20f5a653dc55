// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createSocialTaskEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createSocialTaskEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/social-tasks',
  auth: 'admin',
};
