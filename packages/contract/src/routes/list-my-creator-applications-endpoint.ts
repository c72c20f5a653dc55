// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listMyCreatorApplicationsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listMyCreatorApplicationsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/creator-applications',
  auth: 'member',
};
