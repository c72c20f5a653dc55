// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { activatePartnerEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const activatePartnerEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partners/:id/activate',
  auth: 'admin',
};
