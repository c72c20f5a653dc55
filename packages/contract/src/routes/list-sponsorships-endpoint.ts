// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listSponsorshipsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listSponsorshipsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/partners/sponsorships',
  auth: 'public',
};
