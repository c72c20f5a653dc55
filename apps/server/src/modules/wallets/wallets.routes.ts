import {
  createUserWalletEndpoint,
  createWalletEndpoint,
  importMnemonicEndpoint,
  importPrivateKeyEndpoint,
  walletInfoEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import {
  createCustodialWallet,
  getWalletOverview,
  importMnemonicWallet,
  importPrivateKeyWallet,
} from './wallet-custody.service.js';

/** Custodial wallet creation, import and the public wallet overview. */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const endpoint of [createWalletEndpoint, createUserWalletEndpoint]) {
    registerEndpoint(app, endpoint, ({ request }) =>
      createCustodialWallet(deps, request.log, currentMember(request).userId),
    );
  }
  registerEndpoint(app, walletInfoEndpoint, ({ request }) => {
    const member = currentMember(request);
    return getWalletOverview(deps, member.userId, member.sessionId);
  });
  registerEndpoint(app, importMnemonicEndpoint, ({ request, body }) =>
    importMnemonicWallet(deps, request.log, currentMember(request).userId, body.mnemonic),
  );
  registerEndpoint(app, importPrivateKeyEndpoint, ({ request, body }) =>
    importPrivateKeyWallet(deps, request.log, currentMember(request).userId, body.privateKey),
  );
}
