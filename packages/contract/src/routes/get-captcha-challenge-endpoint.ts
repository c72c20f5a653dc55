// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getCaptchaChallengeEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getCaptchaChallengeEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/auth/captcha/challenge',
  auth: 'public',
};
