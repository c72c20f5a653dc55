// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getModerationQueueEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getModerationQueueEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/content/moderation-queue',
  auth: 'admin',
};
