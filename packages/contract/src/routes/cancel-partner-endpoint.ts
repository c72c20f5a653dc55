// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { cancelPartnerEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const cancelPartnerEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partners/:id/cancel',
  auth: 'admin',
};
