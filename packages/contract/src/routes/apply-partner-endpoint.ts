// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { applyPartnerEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const applyPartnerEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/partner-applications',
  auth: 'member',
};
