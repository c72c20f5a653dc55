// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { discoverCreatorsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const discoverCreatorsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creators',
  auth: 'public',
};
