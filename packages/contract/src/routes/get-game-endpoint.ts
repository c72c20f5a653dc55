// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getGameEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getGameEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/activities/:id/game',
  auth: 'public',
};
