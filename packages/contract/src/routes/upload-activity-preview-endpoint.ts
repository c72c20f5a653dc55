// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadActivityPreviewEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadActivityPreviewEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/:id/preview',
  auth: 'member',
};
