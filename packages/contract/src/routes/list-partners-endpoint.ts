// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listPartnersEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listPartnersEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/partners',
  auth: 'admin',
};
