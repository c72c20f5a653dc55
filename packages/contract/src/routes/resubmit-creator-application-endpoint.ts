// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { resubmitCreatorApplicationEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const resubmitCreatorApplicationEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/auth/creator-application',
  auth: 'member',
};
