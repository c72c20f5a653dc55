// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listCreatorActivitiesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listCreatorActivitiesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creator/activities',
  auth: 'member',
};
