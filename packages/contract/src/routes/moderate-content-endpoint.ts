// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { moderateContentEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const moderateContentEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/content/:id/moderate',
  auth: 'admin',
};
