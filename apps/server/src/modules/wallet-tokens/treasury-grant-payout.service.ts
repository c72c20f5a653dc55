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
import { signFromTreasury, treasuryPlan } from '../wallet-transfers/recorded-transfer.runner.js';
import type { TransferHooks } from '../wallet-transfers/recorded-transfer.types.js';
import { payingRowStore, runClaimedTransfer } from '../wallet-transfers/claimed-transfer.runner.js';

/** The grant's row as the runner sees it: PAYING until SETTLED with its hash. */
function grantStore(deps: AppDeps, claimed: GrantRow) {
  return payingRowStore(claimed, {
    noun: 'grant',
    record: (row, transfer) => recordGrantTx(deps.db, row, transfer),
    settle: async (row) => {
      const changes = { txHash: row.txHash, settledAt: new Date(), failureReason: null };
      return (await moveGrant(deps.db, row.id, 'PAYING', 'SETTLED', changes)) ?? row;
    },
    fail: async (row, reason) =>
      (await moveGrant(deps.db, row.id, 'PAYING', 'FAILED', { failureReason: reason })) ?? row,
  });
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
export function runGrantPayout(deps: AppDeps, grantId: string, hooks: TransferHooks = {}): Promise<void> {
  const payment = {
    claim: () => claimGrant(deps, grantId),
    run: (chain: Chain, row: GrantRow) => grantRun(chain, deps, row),
    noteWait: (reason: string) => noteGrantWait(deps.db, grantId, reason),
  };
  return runClaimedTransfer(deps, payment, hooks);
}
