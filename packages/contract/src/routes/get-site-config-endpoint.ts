// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getSiteConfigEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getSiteConfigEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/site/config',
  auth: 'public',
};
