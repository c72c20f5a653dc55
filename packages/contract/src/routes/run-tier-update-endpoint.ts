// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { runTierUpdateEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const runTierUpdateEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/tasks/tier-update',
  auth: 'admin',
};
