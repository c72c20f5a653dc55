// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getSocialRequirementsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getSocialRequirementsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/social/requirements',
  auth: 'member',
};
