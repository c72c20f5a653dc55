import { ARTFI_TOKEN, type WalletSend, type WalletSendBody } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { encodeFunctionData, parseUnits, type Address } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import type { ClientContext } from '../sessions/client-context.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { unlockCustodialAccount } from '../wallet-custody/wallet-secrets.service.js';
import { requireStepUp } from '../wallet-custody/wallet-step-up.service.js';
import { findCustodialWallet, listWallets } from '../wallet-custody/wallets.queries.js';
import { findCustodialTx } from './custodial-tx.repository.js';
import { resumeCustodialTx, spendableArtfi, spendFromCustodialWallet } from './custodial-tx.service.js';
import { toWalletSend } from './web3-view.js';

/** The chain, or 503 when it is down (a send cannot wait in a queue: the member is watching). */
export function requireChain(deps: AppDeps): Chain {
  if (!deps.chain) throw new AppError('CHAIN_UNAVAILABLE');
  return deps.chain;
}

/** The member's custodial wallet; a member with only a linked wallet sends from their own wallet app. */
export async function requireCustodialWallet(deps: AppDeps, userId: string) {
  const row = await findCustodialWallet(deps.db, userId);
  if (row) return row;
  const any = (await listWallets(deps.db, userId)).length > 0;
  throw new AppError(any ? 'WALLET_CUSTODIAL_REQUIRED' : 'WALLET_NOT_FOUND');
}

function transferData(chain: Chain, to: Address, amount: bigint) {
  return encodeFunctionData({ abi: chain.artifact.abi, functionName: 'transfer', args: [to, amount] });
}

function refuseUnaffordable(amount: bigint, available: bigint): bigint {
  if (amount > available) throw new AppError('WALLET_INSUFFICIENT_ARTFI');
  return amount;
}

/**
 * POST /wallet/send: ARTFI from the member's custodial wallet. A retry with the same Idempotency-Key
 * resolves the recorded transaction instead of sending again. Otherwise: the cheap balance check (so a
 * send that cannot pass is refused before anything is audited or emailed), the key gate (step-up, the
 * hourly send budget, audit, email), then sign-record-broadcast under the wallet's lock, where the
 * balance is checked again with every unmined send counted.
 */
export async function sendFromWallet(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  context: ClientContext,
  body: WalletSendBody,
  idempotencyKey: string,
): Promise<WalletSend> {
  const chain = requireChain(deps);
  const purposeKey = `send:${idempotencyKey}`;
  const existing = await findCustodialTx(deps.db, member.userId, purposeKey);
  if (existing) return toWalletSend(deps.config, await resumeCustodialTx(deps, chain, existing));
  const wallet = await requireCustodialWallet(deps, member.userId);
  const amount = parseUnits(body.amount, ARTFI_TOKEN.decimals);
  await requireStepUp(deps, member);
  refuseUnaffordable(amount, await spendableArtfi(deps, chain, wallet.address as Address));
  const account = await unlockCustodialAccount(deps, log, member, context, {
    action: 'wallet.tokens_sent',
    message: `${body.amount} ${ARTFI_TOKEN.symbol} were sent from your wallet to ${body.to}.`,
    budget: { action: 'wallet-send', max: deps.config.WALLET_SEND_MAX_PER_HOUR },
  });
  const row = await spendFromCustodialWallet(deps, chain, {
    userId: member.userId,
    walletId: wallet.id,
    account,
    purposeKey,
    toAddress: body.to,
    amountFrom: (available) => refuseUnaffordable(amount, available),
    callFor: (value) => transferData(chain, body.to as Address, value),
  });
  if (!row) throw new AppError('WALLET_INSUFFICIENT_ARTFI');
  return toWalletSend(deps.config, row);
}
