import type { AdminExchange } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import type { StartedChain } from '../wallet-chain/chain-client.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { moveExchange } from './exchange.repository.js';
import { pointsExchanges } from './exchange.schema.js';
import { runPayout } from './exchange-payout.service.js';
import {
  adminCall,
  attachLocalChain,
  createExchangeMember,
  exchangeOk,
  heldPointsOf,
  pointsBalanceOf,
} from '../../../test/wallet-exchange.test-support.js';

let context: TestContext;
let chain: StartedChain;
let admin: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext();
  chain = await attachLocalChain(context);
  admin = await createSignedInAdmin(context, 'SUPER_ADMIN');
}, 60_000);
afterAll(async () => {
  await context.close();
  await chain.stop();
});

const RATE = parseUnits('0.01', 18);
const balanceOf = (userId: string) => pointsBalanceOf(context, userId);
const heldFor = (exchangeId: string) => heldPointsOf(context, exchangeId);

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await context.deps.db
    .select({ status: pointsExchanges.status })
    .from(pointsExchanges)
    .where(eq(pointsExchanges.id, id));
  return row?.status;
}

describe('manual actions', () => {
  async function failedExchange(points: number) {
    const member = await createExchangeMember(context, points);
    const exchange = await exchangeOk(context, member, points);
    await moveExchange(context.deps.db, exchange.id, 'PENDING', 'APPROVED');
    await moveExchange(context.deps.db, exchange.id, 'APPROVED', 'PAYING');
    await moveExchange(context.deps.db, exchange.id, 'PAYING', 'FAILED', { failureReason: 'test' });
    return { member, exchange };
  }

  async function payByHand(to: Address, amount: bigint) {
    const { walletClient, publicClient, tokenAddress, artifact } = chain.chain;
    const hash = await walletClient.writeContract({
      address: tokenAddress,
      abi: artifact.abi,
      functionName: 'transfer',
      args: [to, amount],
    });
    await publicClient.waitForTransactionReceipt({ hash });
    return hash;
  }

  it('marks settled only with a transaction that pays that address that amount', async () => {
    const { member, exchange } = await failedExchange(500);
    const wrongAmount = await payByHand(member.address, RATE * 499n);
    const refused = await adminCall(context, admin.token, 'POST', `/${exchange.id}/manual-action`, {
      action: 'mark-settled',
      txHash: wrongAmount,
    });
    expect(errorOf(refused).code).toBe('EXCHANGE_TX_NOT_VERIFIED');
    const right = await payByHand(member.address, RATE * 500n);
    const settled = await adminCall(context, admin.token, 'POST', `/${exchange.id}/manual-action`, {
      action: 'mark-settled',
      txHash: right,
    });
    expect(settled.json<AdminExchange>()).toMatchObject({ status: 'SETTLED', txHash: right });
    expect(await heldFor(exchange.id)).toBe(0);
    const other = await failedExchange(500);
    const reused = await adminCall(context, admin.token, 'POST', `/${other.exchange.id}/manual-action`, {
      action: 'mark-settled',
      txHash: right,
    });
    expect(errorOf(reused).code).toBe('EXCHANGE_TX_NOT_VERIFIED');
  });

  it('retries a failed payout and cancels with the hold released', async () => {
    const { member, exchange } = await failedExchange(200);
    const retried = await adminCall(context, admin.token, 'POST', `/${exchange.id}/manual-action`, {
      action: 'retry',
    });
    expect(retried.json<AdminExchange>().status).toBe('APPROVED');
    await runPayout(context.deps, exchange.id);
    expect(await statusOf(exchange.id)).toBe('SETTLED');
    expect(await readTokenBalance(chain.chain, member.address)).toBe(RATE * 200n);
    const second = await failedExchange(300);
    const cancelled = await adminCall(context, admin.token, 'POST', `/${second.exchange.id}/manual-action`, {
      action: 'cancel',
      reason: 'member asked',
    });
    expect(cancelled.json<AdminExchange>().status).toBe('CANCELLED');
    expect(await balanceOf(second.member.id)).toBe(300);
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, second.exchange.id));
    expect(audit.map((row) => row.action)).toEqual(['exchange.cancelled']);
  });
});
