// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getModerationFeedbackEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getModerationFeedbackEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/creator/moderation-feedback',
  auth: 'member',
};
