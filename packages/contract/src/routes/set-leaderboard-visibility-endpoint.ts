// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { setLeaderboardVisibilityEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const setLeaderboardVisibilityEndpoint: Route<typeof Contract> = {
  method: 'PUT',
  path: '/points/leaderboard/visibility',
  auth: 'member',
};
