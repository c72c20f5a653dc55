// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listTierRulesEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listTierRulesEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/points-config/tier-multipliers',
  auth: 'admin',
};
