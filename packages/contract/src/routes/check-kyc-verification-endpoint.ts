// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { checkKycVerificationEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const checkKycVerificationEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/web3/mobilum/check-verification',
  auth: 'member',
};
