// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { submitGameRoundEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const submitGameRoundEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/activities/:id/game/rounds/:roundId/submit',
  auth: 'member',
};
