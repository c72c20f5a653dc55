// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { reviewPartnerApplicationEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const reviewPartnerApplicationEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/partner-applications/:id/review',
  auth: 'admin',
};
