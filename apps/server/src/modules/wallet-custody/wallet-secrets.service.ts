import type { RevealedMnemonic, RevealedPrivateKey, SignedMessage } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { reserveSlots } from '../auth-limits/attempt-slots.js';
import { queueEmail } from '../email/email.service.js';
import { securityAlertEmail } from '../email/email.templates.js';
import { findUserById } from '../members/members.queries.js';
import type { ClientContext } from '../sessions/client-context.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { openWalletSecret, type SealedWallet } from './wallet-crypto.js';
import { requireStepUp } from './wallet-step-up.service.js';
import { findCustodialWallet, type WalletRow } from './wallets.repository.js';

const HOUR_MS = 3_600_000;

/** What a sensitive use of the key is, for the audit log and the member's email. */
export interface KeyUse {
  action:
    | 'wallet.private_key_revealed'
    | 'wallet.mnemonic_revealed'
    | 'wallet.message_signed'
    | 'wallet.tokens_sent';
  message: string;
  /** The hourly budget drawn from; reveals and signatures share `wallet-sensitive` by default. */
  budget?: { action: string; max: number };
}

function sealedOf(row: WalletRow): SealedWallet {
  if (!row.keyId || !row.wrappedDataKey || !row.encryptedPrivateKey) throw new AppError('WALLET_NOT_FOUND');
  return {
    keyId: row.keyId,
    wrappedDataKey: row.wrappedDataKey,
    encryptedPrivateKey: row.encryptedPrivateKey,
    encryptedMnemonic: row.encryptedMnemonic,
  };
}

/**
 * The gate every use of a custodial key passes: a fresh step-up on this session, the hourly budget
 * (taken atomically before the key is touched), then the audit row and the email, written before the
 * secret is answered so no use goes unrecorded.
 */
async function useCustodialKey(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  context: ClientContext,
  use: KeyUse,
): Promise<WalletRow> {
  await requireStepUp(deps, member);
  const budget = use.budget ?? { action: 'wallet-sensitive', max: deps.config.WALLET_SENSITIVE_MAX_PER_HOUR };
  const slot = { key: `account:${member.userId}`, max: budget.max, windowMs: HOUR_MS };
  await reserveSlots(deps, budget.action, [slot]);
  const row = await findCustodialWallet(deps.db, member.userId);
  if (!row) throw new AppError('WALLET_NOT_FOUND');
  await recordAuditEvent(deps.db, {
    actorAdminId: null,
    action: use.action,
    targetType: 'wallet',
    targetId: row.id,
    ip: context.ip,
    details: { userId: member.userId, address: row.address, sessionId: member.sessionId },
  });
  const user = await findUserById(deps.db, member.userId);
  if (user?.email) await queueEmail(deps, log, securityAlertEmail(user.email, use.message, context.ip));
  return row;
}

function openSecret(deps: AppDeps, row: WalletRow, field: 'private-key' | 'mnemonic'): string {
  return openWalletSecret(deps.config, { walletId: row.id, userId: row.userId }, sealedOf(row), field);
}

/** POST /wallet/private-key. */
export async function revealPrivateKey(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  context: ClientContext,
): Promise<RevealedPrivateKey> {
  const row = await useCustodialKey(deps, log, member, context, {
    action: 'wallet.private_key_revealed',
    message: "Your wallet's private key was revealed.",
  });
  return { address: row.address, privateKey: openSecret(deps, row, 'private-key') };
}

/** POST /wallet/mnemonic; a wallet imported from a bare key has no phrase (checked before any use). */
export async function revealMnemonic(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  context: ClientContext,
): Promise<RevealedMnemonic> {
  const existing = await findCustodialWallet(deps.db, member.userId);
  if (existing && existing.encryptedMnemonic === null) throw new AppError('WALLET_NO_MNEMONIC');
  const row = await useCustodialKey(deps, log, member, context, {
    action: 'wallet.mnemonic_revealed',
    message: "Your wallet's recovery phrase was revealed.",
  });
  return { address: row.address, mnemonic: openSecret(deps, row, 'mnemonic') };
}

/**
 * The member's custodial key as a viem account, after the same gate as a reveal (step-up, budget, audit,
 * email). For signing on the member's behalf (messages here; token sends with the chain client).
 */
export async function unlockCustodialAccount(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  context: ClientContext,
  use: KeyUse,
): Promise<PrivateKeyAccount> {
  const row = await useCustodialKey(deps, log, member, context, use);
  return privateKeyToAccount(openSecret(deps, row, 'private-key') as `0x${string}`);
}

/**
 * A custodial wallet's key as a viem account with no member gate: only for staff actions that are
 * permission-checked and audited by their caller (the ARTFI burn run, decision 042), and for a store order's
 * payment, which can only pay the treasury the order's own total (decision 062).
 */
export function openCustodialAccount(deps: AppDeps, row: WalletRow): PrivateKeyAccount {
  return privateKeyToAccount(openSecret(deps, row, 'private-key') as `0x${string}`);
}

/** POST /wallet/sign-message: EIP-191 personal_sign with the custodial key. */
export async function signWithCustodialKey(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  context: ClientContext,
  message: string,
): Promise<SignedMessage> {
  const account = await unlockCustodialAccount(deps, log, member, context, {
    action: 'wallet.message_signed',
    message: 'Your wallet signed a message.',
  });
  return { address: account.address, message, signature: await account.signMessage({ message }) };
}
