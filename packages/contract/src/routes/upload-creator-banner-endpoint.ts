// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadCreatorBannerEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadCreatorBannerEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/users/creator-banner',
  auth: 'member',
};
