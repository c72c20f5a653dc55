// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createCannedReplyEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createCannedReplyEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/support/admin/canned-replies',
  auth: 'admin',
};
