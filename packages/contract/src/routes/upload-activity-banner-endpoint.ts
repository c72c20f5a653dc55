// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadActivityBannerEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadActivityBannerEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/:id/banner',
  auth: 'member',
};
