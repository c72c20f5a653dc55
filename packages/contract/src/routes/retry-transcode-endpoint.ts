// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { retryTranscodeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const retryTranscodeEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/:id/retry-transcode',
  auth: 'member',
};
