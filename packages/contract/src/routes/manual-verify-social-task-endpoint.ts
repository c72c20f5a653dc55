// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { manualVerifySocialTaskEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const manualVerifySocialTaskEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/social/follow/manual-verify',
  auth: 'member',
};
