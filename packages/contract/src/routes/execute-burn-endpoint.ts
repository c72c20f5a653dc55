// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { executeBurnEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const executeBurnEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/artfi-burn/execute',
  auth: 'admin',
};
