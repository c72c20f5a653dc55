// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { searchActivitiesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const searchActivitiesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/search/activities',
  auth: 'public',
};
