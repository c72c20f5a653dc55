// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getPublicPartnerEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getPublicPartnerEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/partners/:id',
  auth: 'public',
};
