// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getBurnRunEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getBurnRunEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/artfi-burn/:id',
  auth: 'admin',
};
