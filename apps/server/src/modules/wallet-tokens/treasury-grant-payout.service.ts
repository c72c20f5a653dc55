import { CHAIN_NODE_WAIT_REASON } from '@streamit/contract';
import type { Address } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import {
  findGrant,
  moveGrant,
  noteGrantWait,
  recordGrantTx,
  type GrantRow,
} from '../wallet-chain/chain.queries.js';
import {
  isNodeUnreachable,
  runRecordedTransfer,
  signFromTreasury,
  treasuryPlan,
} from '../wallet-transfers/recorded-transfer.runner.js';
import {
  ChainUnavailableError,
  type TransferFailure,
  type TransferHooks,
  type TransferStore,
} from '../wallet-transfers/recorded-transfer.types.js';
import { transferOfColumns, withTransfer } from '../wallet-transfers/recorded-columns.js';

function reasonOf(failure: TransferFailure): string {
  return failure.cause === 'refused' ? failure.message : `The grant transaction ${failure.hash} reverted`;
}

/** The grant's row as the runner sees it: PAYING until settled, the transaction recorded on it. */
function grantStore(deps: AppDeps, claimed: GrantRow): TransferStore<GrantRow> {
  return {
    recordedOn: transferOfColumns,
    isOpen: (row) => row.status === 'PAYING',
    record: async ({ transfer }) => {
      if (!(await recordGrantTx(deps.db, claimed.id, claimed.txHash, transfer))) return undefined;
      return { row: withTransfer(claimed, transfer), broadcast: true };
    },
    confirm: async (row) => {
      const changes = { txHash: row.txHash, settledAt: new Date(), failureReason: null };
      return (await moveGrant(deps.db, row.id, 'PAYING', 'SETTLED', changes)) ?? row;
    },
    fail: async (row, failure) => {
      const changes = { failureReason: reasonOf(failure) };
      return (await moveGrant(deps.db, row.id, 'PAYING', 'FAILED', changes)) ?? row;
    },
  };
}

async function claimGrant(deps: AppDeps, id: string): Promise<GrantRow | undefined> {
  const claimed = await moveGrant(deps.db, id, 'QUEUED', 'PAYING');
  if (claimed) return claimed;
  const row = await findGrant(deps.db, id);
  return row?.status === 'PAYING' ? row : undefined;
}

/** A claimed grant for the runner: a superseded transaction is signed again, a reverted one fails it. */
function grantRun(chain: Chain, deps: AppDeps, row: GrantRow) {
  const sign = () => signFromTreasury(chain, row.toAddress as Address, BigInt(row.amountWei));
  const plan = treasuryPlan(chain, sign, (state) => (state === 'reverted' ? 'fail' : 'sign-again'));
  return { store: grantStore(deps, row), plan, row };
}

/**
 * The treasury.grant job: pays one grant (welcome tokens or a staff transfer) from the treasury through the
 * recorded-transfer runner and settles it with the receipt. Safe to run any number of times: the
 * transaction is recorded before it is broadcast and looked up on every resume, so a grant is paid at
 * most once. A node that does not answer leaves it PAYING with the reason.
 */
export async function runGrantPayout(
  deps: AppDeps,
  grantId: string,
  hooks: TransferHooks = {},
): Promise<void> {
  const chain = deps.chain;
  if (!chain) throw new ChainUnavailableError();
  const row = await claimGrant(deps, grantId);
  if (!row) return;
  try {
    await runRecordedTransfer(deps.db, chain, { ...grantRun(chain, deps, row), hooks });
  } catch (error) {
    // The node is down: the grant stays PAYING with the reason shown, and the job's retry resumes it.
    if (isNodeUnreachable(error)) await noteGrantWait(deps.db, grantId, CHAIN_NODE_WAIT_REASON);
    throw error;
  }
}
