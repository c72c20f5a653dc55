// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listAdminGamesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listAdminGamesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/games',
  auth: 'admin',
};
