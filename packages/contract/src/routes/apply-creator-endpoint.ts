// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { applyCreatorEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const applyCreatorEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/apply-creator',
  auth: 'member',
};
