// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { revealMnemonicEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const revealMnemonicEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/wallet/mnemonic',
  auth: 'member',
};
