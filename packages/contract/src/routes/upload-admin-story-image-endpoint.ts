// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadAdminStoryImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadAdminStoryImageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/stories/:id/images',
  auth: 'admin',
};
