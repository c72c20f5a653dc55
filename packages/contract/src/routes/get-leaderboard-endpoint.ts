// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getLeaderboardEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getLeaderboardEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/points/leaderboard',
  auth: 'public',
};
