// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCreatorAnalyticsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCreatorAnalyticsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creator/analytics',
  auth: 'member',
};
