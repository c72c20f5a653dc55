import { randomUUID } from 'node:crypto';
import type { WalletCreated, WalletInfo, WalletOverview, WalletSummary } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { grantWelcomeTokens } from '../wallet-chain/welcome-grant.service.js';
import { sealWallet } from './wallet-crypto.js';
import { requireStepUp } from './wallet-step-up.service.js';
import {
  generateWalletKey,
  walletKeyFromMnemonic,
  walletKeyFromPrivateKey,
  type NewWalletKey,
} from './wallet-keys.js';
import { toWalletInfo, toWalletSummary } from './wallet-view.js';
import {
  findActiveStepUp,
  findCustodialWallet,
  findPayoutAddress,
  insertWallet,
  listWallets,
  lockMemberWallets,
  setPayoutWallet,
  type WalletRow,
} from './wallets.repository.js';

/**
 * Stores a custodial wallet under the member's wallet lock, so parallel calls make one wallet. The
 * first wallet a member gets is their payout wallet. `existing` answers when one is already there.
 */
async function storeCustodialWallet(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  makeKey: () => NewWalletKey,
): Promise<{ row: WalletRow; created: boolean }> {
  try {
    return await deps.db.transaction(async (tx) => {
      await lockMemberWallets(tx, userId);
      const existing = await findCustodialWallet(tx, userId);
      if (existing) return { row: existing, created: false };
      const key = makeKey();
      const id = randomUUID();
      const sealed = sealWallet(deps.config, { walletId: id, userId }, key, (message) => {
        log.warn(message);
      });
      const isPayout = (await findPayoutAddress(tx, userId)) === undefined;
      const row = await insertWallet(tx, {
        id,
        userId,
        address: key.address,
        kind: 'CUSTODIAL',
        isPayout,
        ...sealed,
      });
      await grantWelcomeTokens(deps, tx, userId, row.address);
      return { row, created: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('WALLET_ADDRESS_TAKEN');
    throw error;
  }
}

/** Creates the member's custodial wallet, or answers the one they already have. */
export async function createCustodialWallet(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
): Promise<WalletCreated> {
  const { row, created } = await storeCustodialWallet(deps, log, userId, generateWalletKey);
  return { wallet: toWalletInfo(row), created };
}

/**
 * Imports a custodial wallet. A member who already has one is refused (decision 029): replacing would
 * discard a key that may still hold funds, and the server never deletes custodial keys.
 */
async function importCustodialWallet(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  key: NewWalletKey,
): Promise<WalletCreated> {
  const { row, created } = await storeCustodialWallet(deps, log, userId, () => key);
  if (!created) throw new AppError('WALLET_ALREADY_EXISTS');
  return { wallet: toWalletInfo(row), created };
}

/** POST /wallet/import: a custodial wallet from a checked BIP-39 phrase. */
export function importMnemonicWallet(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  mnemonic: string,
) {
  return importCustodialWallet(deps, log, userId, walletKeyFromMnemonic(mnemonic));
}

/** POST /wallet/import/private: a custodial wallet from a checked private key. */
export function importPrivateKeyWallet(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  privateKey: string,
) {
  return importCustodialWallet(deps, log, userId, walletKeyFromPrivateKey(privateKey));
}

/** GET /wallet/info: public data of the member's wallets and the session's step-up state. */
export async function getWalletOverview(
  deps: AppDeps,
  userId: string,
  sessionId: string,
): Promise<WalletOverview> {
  const rows = await listWallets(deps.db, userId);
  const stepUp = await findActiveStepUp(deps.db, sessionId);
  return {
    wallets: rows.map(toWalletInfo),
    payoutAddress: rows.find((row) => row.isPayout)?.address ?? null,
    stepUpExpiresAt: stepUp?.toISOString() ?? null,
  };
}

/** The public wallet answered with a new session (login, 2FA completion, OAuth exchange). */
export async function loadWalletSummary(deps: AppDeps, userId: string): Promise<WalletSummary | null> {
  return toWalletSummary(await listWallets(deps.db, userId));
}

/** PUT /wallet/payout: redirecting payouts is a step-up action, so a stolen session cannot do it alone. */
export async function choosePayoutWallet(
  deps: AppDeps,
  member: MemberContext,
  walletId: string,
): Promise<WalletInfo> {
  await requireStepUp(deps, member);
  const row = await deps.db.transaction(async (tx) => {
    await lockMemberWallets(tx, member.userId);
    return setPayoutWallet(tx, member.userId, walletId);
  });
  if (!row) throw new AppError('WALLET_NOT_FOUND');
  return toWalletInfo(row);
}
