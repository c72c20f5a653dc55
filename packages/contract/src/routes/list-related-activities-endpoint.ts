// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listRelatedActivitiesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listRelatedActivitiesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/related',
  auth: 'public',
};
