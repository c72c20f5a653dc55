// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listCreatorPublicActivitiesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listCreatorPublicActivitiesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/creator/:id',
  auth: 'public',
};
