// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listCannedRepliesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listCannedRepliesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/support/admin/canned-replies',
  auth: 'admin',
};
