// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { resendVerificationEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const resendVerificationEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/auth/resend/email/:email',
  auth: 'public',
};
