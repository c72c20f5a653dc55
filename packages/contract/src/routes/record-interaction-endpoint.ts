// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { recordInteractionEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const recordInteractionEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/interaction/record',
  auth: 'member',
};
