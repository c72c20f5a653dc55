// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateTierRuleEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateTierRuleEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/admin/points-config/tier-multipliers/:tier',
  auth: 'admin',
};
