import {
  choosePayoutWalletEndpoint,
  createUserWalletEndpoint,
  createWalletEndpoint,
  importMnemonicEndpoint,
  importPrivateKeyEndpoint,
  revealMnemonicEndpoint,
  revealPrivateKeyEndpoint,
  signMessageEndpoint,
  siweNonceEndpoint,
  siweVerifyEndpoint,
  walletInfoEndpoint,
  walletReauthEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../sessions/client-context.js';
import { currentMember } from '../sessions/require-member.js';
import {
  choosePayoutWallet,
  createCustodialWallet,
  getWalletOverview,
  importMnemonicWallet,
  importPrivateKeyWallet,
} from './wallet-custody.service.js';
import { revealMnemonic, revealPrivateKey, signWithCustodialKey } from './wallet-secrets.service.js';
import { stepUpSession } from './wallet-step-up.service.js';
import { issueSiweNonce, verifySiweAndLink } from './siwe.service.js';

function registerCustodyRoutes(app: FastifyInstance, deps: AppDeps): void {
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
  registerEndpoint(app, choosePayoutWalletEndpoint, ({ request, body }) =>
    choosePayoutWallet(deps, currentMember(request), body.walletId),
  );
}

function registerKeyUseRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, walletReauthEndpoint, ({ request, body }) =>
    stepUpSession(deps, currentMember(request), body, clientContextOf(request)),
  );
  registerEndpoint(app, revealPrivateKeyEndpoint, ({ request }) =>
    revealPrivateKey(deps, request.log, currentMember(request), clientContextOf(request)),
  );
  registerEndpoint(app, revealMnemonicEndpoint, ({ request }) =>
    revealMnemonic(deps, request.log, currentMember(request), clientContextOf(request)),
  );
  registerEndpoint(app, signMessageEndpoint, ({ request, body }) =>
    signWithCustodialKey(deps, request.log, currentMember(request), clientContextOf(request), body.message),
  );
}

function registerSiweRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, siweNonceEndpoint, ({ request }) =>
    issueSiweNonce(deps, currentMember(request).userId),
  );
  registerEndpoint(app, siweVerifyEndpoint, ({ request, body }) =>
    verifySiweAndLink(deps, currentMember(request), body),
  );
}

/** Wallets: custodial creation and import, the public overview, step-up, key use and SIWE linking. */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCustodyRoutes(app, deps);
  registerKeyUseRoutes(app, deps);
  registerSiweRoutes(app, deps);
}
