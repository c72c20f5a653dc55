import type { BurnRun, ExecuteBurnBody } from '@streamit/contract';
import { encodeFunctionData } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { Chain } from '../wallet-chain/chain-client.js';
import type { ExchangeOperator } from '../wallet-exchange/exchange-admin.service.js';
import { ChainUnavailableError } from '../wallet-transfers/recorded-transfer.types.js';
import { openCustodialAccount } from '../wallet-custody/wallet-secrets.service.js';
import { findCustodialWallet } from '../wallet-custody/wallets.queries.js';
import {
  countProcessed,
  findBurnRun,
  finishBurnItem,
  insertBurnRun,
  listBurnItems,
  moveBurnRun,
  selectExistingUsers,
  sumBurned,
  updateBurnRun,
  type BurnItemRow,
  type BurnRunRow,
} from './burn.repository.js';
import { sendBurnJob } from './burn-queue.js';
import { findCustodialTx } from './custodial-tx.repository.js';
import { resumeCustodialTx, spendFromCustodialWallet } from './custodial-tx.service.js';
import { artfiOf } from './web3-view.js';

const MICROS = 1_000_000;

/** A run with its progress and report, as staff see it. */
async function toBurnRun(deps: AppDeps, run: BurnRunRow): Promise<BurnRun> {
  const [items, processed, burned] = await Promise.all([
    listBurnItems(deps.db, run.id),
    countProcessed(deps.db, run.id),
    sumBurned(deps.db, run.id),
  ]);
  const supply = (wei: string | null) => (wei === null ? null : artfiOf(wei));
  return {
    id: run.id,
    status: run.status as BurnRun['status'],
    ratio: run.ratioMicros / MICROS,
    total: run.total,
    processed,
    burnedAmount: artfiOf(burned),
    totalSupplyBefore: supply(run.totalSupplyBefore),
    totalSupplyAfter: supply(run.totalSupplyAfter),
    items: items.map((item) => ({
      userId: item.userId,
      address: item.address,
      artfiAmount: artfiOf(item.amountWei),
      status: item.status as BurnRun['items'][number]['status'],
      txHash: item.txHash,
      note: item.note,
    })),
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * POST /artfi-burn/execute: records the run (one item per member) with its audit row and job message in
 * one transaction, and answers at once; the artfi.burn job does the burning and GET /artfi-burn/:id
 * follows it (decision 042).
 */
export async function executeBurn(
  deps: AppDeps,
  operator: ExchangeOperator,
  body: ExecuteBurnBody,
): Promise<BurnRun> {
  const userIds = [...new Set(body.userIds)];
  const known = await selectExistingUsers(deps.db, userIds);
  if (known.size !== userIds.length) throw new AppError('NOT_FOUND');
  const ratioMicros = Math.round(body.ratio * MICROS);
  const run = await deps.db.transaction(async (tx) => {
    const row = await insertBurnRun(tx, { adminId: operator.adminId, ratioMicros, userIds });
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'artfi.burn_started',
      targetType: 'artfi_burn',
      targetId: row.id,
      ip: operator.ip,
      details: { ratio: body.ratio, userIds },
    });
    await sendBurnJob(deps.jobs, tx, row.id);
    return row;
  });
  return toBurnRun(deps, run);
}

/** GET /artfi-burn/:id. */
export async function getBurnRun(deps: AppDeps, id: string): Promise<BurnRun> {
  const run = await findBurnRun(deps.db, id);
  if (!run) throw new AppError('BURN_NOT_FOUND');
  return toBurnRun(deps, run);
}

function totalSupply(chain: Chain): Promise<bigint> {
  return chain.publicClient.readContract({
    address: chain.tokenAddress,
    abi: chain.artifact.abi,
    functionName: 'totalSupply',
  }) as Promise<bigint>;
}

/** Burns one member's share: resumes the run's recorded transaction for them, or makes it. */
async function burnOne(deps: AppDeps, chain: Chain, run: BurnRunRow, item: BurnItemRow): Promise<void> {
  const wallet = await findCustodialWallet(deps.db, item.userId);
  if (!wallet) {
    await finishBurnItem(deps.db, run.id, item.userId, { status: 'SKIPPED', note: 'No custodial wallet' });
    return;
  }
  const purposeKey = `burn:${run.id}`;
  const recorded = await findCustodialTx(deps.db, item.userId, purposeKey);
  const row = recorded
    ? await resumeCustodialTx(deps, chain, recorded)
    : await spendFromCustodialWallet(deps, chain, {
        userId: item.userId,
        walletId: wallet.id,
        account: openCustodialAccount(deps, wallet),
        purposeKey,
        toAddress: null,
        amountFrom: (available) => (available * BigInt(run.ratioMicros)) / BigInt(MICROS),
        callFor: (amount) =>
          encodeFunctionData({ abi: chain.artifact.abi, functionName: 'burn', args: [amount] }),
      });
  if (!row) {
    const note = 'Nothing to burn';
    await finishBurnItem(deps.db, run.id, item.userId, { status: 'SKIPPED', address: wallet.address, note });
    return;
  }
  if (row.status === 'SENT') throw new Error(`burn transaction ${row.txHash} is not mined yet`);
  await finishBurnItem(deps.db, run.id, item.userId, {
    status: row.status === 'CONFIRMED' ? 'BURNED' : 'FAILED',
    address: wallet.address,
    amountWei: row.amountWei,
    txHash: row.txHash,
    note: row.failureReason,
  });
}

async function claimRun(deps: AppDeps, chain: Chain, id: string): Promise<BurnRunRow | undefined> {
  const claimed = await moveBurnRun(deps.db, id, 'QUEUED', 'RUNNING');
  if (claimed) {
    const before = (await totalSupply(chain)).toString();
    await updateBurnRun(deps.db, id, { totalSupplyBefore: before });
    return { ...claimed, totalSupplyBefore: before };
  }
  const run = await findBurnRun(deps.db, id);
  return run?.status === 'RUNNING' ? run : undefined;
}

/**
 * The artfi.burn job: burns `ratio` of each member's spendable custodial ARTFI, one member after another,
 * each transaction recorded before it is broadcast (a crashed run resumes without burning twice), then
 * closes the run with the supply after.
 */
export async function runBurn(deps: AppDeps, runId: string): Promise<void> {
  const chain = deps.chain;
  if (!chain) throw new ChainUnavailableError();
  const run = await claimRun(deps, chain, runId);
  if (!run) return;
  for (const item of await listBurnItems(deps.db, runId)) {
    if (item.status === 'PENDING') await burnOne(deps, chain, run, item);
  }
  const after = (await totalSupply(chain)).toString();
  await moveBurnRun(deps.db, runId, 'RUNNING', 'DONE', { totalSupplyAfter: after, finishedAt: new Date() });
}
