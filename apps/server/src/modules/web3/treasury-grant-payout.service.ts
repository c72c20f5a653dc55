import type { Address, Hex } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Chain } from '../chain/chain-client.js';
import {
  awaitTransfer,
  broadcastTransfer,
  lookUpTransfer,
  signTreasuryTransfer,
  withTreasuryLock,
  type SignedTransfer,
} from '../chain/treasury-transfer.js';
import { ChainUnavailableError } from '../exchange/exchange-payout.service.js';
import { findGrant, moveGrant, recordGrantTx, type GrantRow } from '../chain/chain.queries.js';

function recordedTransfer(row: GrantRow): SignedTransfer | undefined {
  if (!row.txHash || row.txNonce === null || !row.signedTx) return undefined;
  return { hash: row.txHash as Hex, nonce: row.txNonce, signed: row.signedTx as Hex };
}

async function failGrant(deps: AppDeps, id: string, reason: string): Promise<void> {
  await moveGrant(deps.db, id, 'PAYING', 'FAILED', { failureReason: reason });
}

/** Signs under the treasury lock, records the transaction on the grant, then broadcasts (decision 028). */
function sendNewTransfer(deps: AppDeps, chain: Chain, row: GrantRow): Promise<SignedTransfer | undefined> {
  return withTreasuryLock(deps.db, chain, async () => {
    const transfer = await signTreasuryTransfer(chain, row.toAddress as Address, BigInt(row.amountWei));
    if (!(await recordGrantTx(deps.db, row.id, row.txHash, transfer))) return undefined;
    await broadcastTransfer(chain, transfer);
    return transfer;
  });
}

/** The recorded transaction when it can still pay; a new one when it never can (superseded). */
async function ensureTransferSent(
  deps: AppDeps,
  chain: Chain,
  row: GrantRow,
): Promise<SignedTransfer | undefined> {
  const recorded = recordedTransfer(row);
  if (recorded) {
    const found = await lookUpTransfer(chain, recorded);
    if (found.state === 'succeeded' || found.state === 'pending') return recorded;
    if (found.state === 'unseen') {
      await broadcastTransfer(chain, recorded);
      return recorded;
    }
    if (found.state === 'reverted') {
      await failGrant(deps, row.id, `The grant transaction ${recorded.hash} reverted`);
      return undefined;
    }
  }
  return sendNewTransfer(deps, chain, row);
}

async function claimGrant(deps: AppDeps, id: string): Promise<GrantRow | undefined> {
  const claimed = await moveGrant(deps.db, id, 'QUEUED', 'PAYING');
  if (claimed) return claimed;
  const row = await findGrant(deps.db, id);
  return row?.status === 'PAYING' ? row : undefined;
}

/**
 * The treasury.grant job: pays one grant (welcome tokens or a staff transfer) from the treasury and settles
 * it with the receipt. Safe to run any number of times: the transaction is recorded before it is broadcast
 * and looked up on every resume, so a grant is paid at most once.
 */
export async function runGrantPayout(deps: AppDeps, grantId: string): Promise<void> {
  const chain = deps.chain;
  if (!chain) throw new ChainUnavailableError();
  const row = await claimGrant(deps, grantId);
  if (!row) return;
  const transfer = await ensureTransferSent(deps, chain, row);
  if (!transfer) return;
  const receipt = await awaitTransfer(chain, transfer.hash);
  if (receipt.status !== 'success') {
    await failGrant(deps, grantId, `The grant transaction ${transfer.hash} reverted`);
    return;
  }
  await moveGrant(deps.db, grantId, 'PAYING', 'SETTLED', { txHash: transfer.hash, settledAt: new Date() });
}
