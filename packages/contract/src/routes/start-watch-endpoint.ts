// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { startWatchEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const startWatchEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/:id/interaction/start',
  auth: 'member',
};
