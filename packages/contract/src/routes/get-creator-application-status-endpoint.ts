// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorApplicationStatusEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorApplicationStatusEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/creator-application-status',
  auth: 'member',
};
