// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { publishGameEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const publishGameEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/games/:id/publish',
  auth: 'admin',
};
