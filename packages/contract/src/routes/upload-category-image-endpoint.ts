// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadCategoryImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadCategoryImageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/content-categories/:id/:kind',
  auth: 'admin',
};
