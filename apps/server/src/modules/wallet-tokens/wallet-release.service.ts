import { encodeFunctionData, getAddress, isAddress, zeroAddress, type Address } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import { openCustodialAccount } from '../wallet-custody/wallet-secrets.service.js';
import { findCustodialWallet } from '../wallet-custody/wallets.queries.js';
import { ChainUnavailableError, type TransferHooks } from '../wallet-transfers/recorded-transfer.types.js';
import { findCustodialTx, type CustodialTxRow } from './custodial-tx.repository.js';
import { resumeCustodialTx, spendableArtfi, spendFromCustodialWallet } from './custodial-tx.service.js';
import type { WalletReleaseMessage } from './wallet-release-queue.js';

/** One release per member, ever: the purpose key of its custodial transaction. */
export const walletReleasePurpose = (userId: string) => `account-deleted:${userId}`;

/**
 * ARTFI the member's custodial wallet can spend now: 0 without one. With a wallet and the chain down it
 * cannot be known, so deletion answers 503 rather than guess.
 */
export async function custodialArtfiOf(deps: AppDeps, userId: string): Promise<bigint> {
  const wallet = await findCustodialWallet(deps.db, userId);
  if (!wallet) return 0n;
  if (!deps.chain) throw new AppError('CHAIN_UNAVAILABLE');
  return spendableArtfi(deps, deps.chain, wallet.address as Address);
}

/** A hand-over address the tokens can honestly go to: a valid address, not zero, not the wallet itself. */
export async function requireHandOverAddress(deps: AppDeps, userId: string, address: string): Promise<void> {
  const wallet = await findCustodialWallet(deps.db, userId);
  const own = wallet ? getAddress(wallet.address) : undefined;
  if (!isAddress(address) || getAddress(address) === zeroAddress || getAddress(address) === own)
    throw new AppError('ACCOUNT_DELETION_HANDOVER_ADDRESS_INVALID');
}

function releaseCall(chain: Chain, release: WalletReleaseMessage, amount: bigint) {
  const abi = chain.artifact.abi;
  return release.choice === 'handOver'
    ? encodeFunctionData({ abi, functionName: 'transfer', args: [getAddress(release.address), amount] })
    : encodeFunctionData({ abi, functionName: 'burn', args: [amount] });
}

/**
 * The wallet.release job: everything the deleted member's custodial wallet can spend, sent to their address
 * or burned, through the recorded-transfer runner (decision 054) under one purpose key, so a second run or a
 * run after a crash resumes the recorded transaction and never spends twice. Undefined: nothing to release.
 */
export async function releaseCustodialWallet(
  deps: AppDeps,
  release: WalletReleaseMessage,
  hooks: TransferHooks = {},
): Promise<CustodialTxRow | undefined> {
  const chain = deps.chain;
  if (!chain) throw new ChainUnavailableError();
  const wallet = await findCustodialWallet(deps.db, release.userId);
  if (!wallet) return undefined;
  const purposeKey = walletReleasePurpose(release.userId);
  const recorded = await findCustodialTx(deps.db, release.userId, purposeKey);
  const row = recorded
    ? await resumeCustodialTx(deps, chain, recorded)
    : await spendFromCustodialWallet(
        deps,
        chain,
        {
          userId: release.userId,
          walletId: wallet.id,
          account: openCustodialAccount(deps, wallet),
          purposeKey,
          toAddress: release.choice === 'handOver' ? getAddress(release.address) : null,
          amountFrom: (available) => available,
          callFor: (amount) => releaseCall(chain, release, amount),
        },
        hooks,
      );
  // Not mined yet: the job tries again (the web3 sweep would resolve it too).
  if (row?.status === 'SENT') throw new Error(`wallet release ${row.txHash} is not mined yet`);
  return row;
}
