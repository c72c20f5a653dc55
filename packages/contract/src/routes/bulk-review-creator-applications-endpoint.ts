// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { bulkReviewCreatorApplicationsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const bulkReviewCreatorApplicationsEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/creator-applications/bulk-review',
  auth: 'admin',
};
