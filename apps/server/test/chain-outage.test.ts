import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAIN_NODE_WAIT_REASON, type AdminExchange, type TreasuryGrant } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobWorkers, type JobDefinition } from '../src/jobs/job-queue.js';
import { startAnvil, type AnvilNode } from '../src/modules/wallet-chain/anvil-process.js';
import { startLocalChain, type Chain } from '../src/modules/wallet-chain/chain-client.js';
import { treasuryGrants } from '../src/modules/wallet-chain/treasury-grants.schema.js';
import { readTokenBalance } from '../src/modules/wallet-chain/treasury-transfer.js';
import { runPayout } from '../src/modules/wallet-exchange/exchange-payout.service.js';
import { payoutJob } from '../src/modules/wallet-exchange/exchange.jobs.js';
import { pointsExchanges } from '../src/modules/wallet-exchange/exchange.schema.js';
import { checkLedger } from '../src/modules/points/points-rederive.service.js';
import { grantJob } from '../src/modules/wallet-tokens/web3.jobs.js';
import { createAdminTestContext, createSignedInAdmin, type TestAdmin } from './admin-auth.test-support.js';
import { adminCall, createExchangeMember, exchangeOk } from './wallet-exchange.test-support.js';
import type { TestContext } from './test-app.js';
import { call, nextKey } from './wallet-tokens.test-support.js';

// Issue 31, item 2: the chain node stopped during payouts. An exchange payout or a treasury grant waits PAYING
// with the reason shown, its job retries, and it resumes by itself once the node is back; the treasury pays
// each exactly once (on-chain balance, treasury nonce) and the points ledger stays balanced.

let context: TestContext;
let admin: TestAdmin;
let chain: Chain;
let stateDir: string;
let port: number;
let stopNode: () => Promise<void>;

beforeAll(async () => {
  context = await createAdminTestContext({ EXCHANGE_KYC_ABOVE_POINTS: '100000' });
  admin = await createSignedInAdmin(context, 'SUPER_ADMIN');
  stateDir = mkdtempSync(path.join(tmpdir(), 'streamit-chain-outage-'));
  // A node whose chain is kept on disk, so it can be stopped and started again where the server looks.
  const started = await startLocalChain({ CHAIN_CONFIRMATIONS: 1, CHAIN_EXPLORER_URL: undefined }, stateDir);
  chain = started.chain;
  context.deps.chain = chain;
  port = Number(new URL(chain.rpcUrl).port);
  stopNode = () => started.stop();
}, 60_000);
afterAll(async () => {
  await context.close();
  await stopNode();
  rmSync(stateDir, { recursive: true, force: true });
});

/** Starts the node again on its old port with the chain it wrote on the way down. */
async function restartNode(): Promise<void> {
  const node: AnvilNode = await startAnvil(stateDir, port);
  stopNode = () => node.stop();
}

const treasuryNonce = () =>
  chain.publicClient.getTransactionCount({ address: chain.treasury.address, blockTag: 'latest' });

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The exchange as staff see it on the exchanges screen. */
async function staffView(id: string): Promise<AdminExchange | undefined> {
  const response = await adminCall(context, admin.token, 'GET', '?page=1&limit=50');
  return response.json<{ items: AdminExchange[] }>().items.find((item) => item.id === id);
}

async function approvedExchange(points: number) {
  const member = await createExchangeMember(context, points);
  const exchange = await exchangeOk(context, member, points);
  const approved = await adminCall(context, admin.token, 'POST', `/${exchange.id}/approve`);
  expect(approved.json<AdminExchange>().status).toBe('APPROVED');
  return { member, exchange };
}

async function expectPaidOnce(to: Address, artfi: string, nonceBefore: number) {
  expect(await readTokenBalance(chain, to)).toBe(parseUnits(artfi, 18));
  expect(await treasuryNonce()).toBe(nonceBefore + 1);
  expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
}

describe('the chain node stopped during payouts', () => {
  it('an approved payout waits with the reason while the node is down, and the job pays it once when it is back', async () => {
    await startJobWorkers(context.deps.jobs, context.deps, [payoutJob as JobDefinition]);
    const nonceBefore = await treasuryNonce();
    await stopNode();
    const { member, exchange } = await approvedExchange(400);
    const waiting = await waitFor(
      () => staffView(exchange.id),
      (row) => row?.failureReason === CHAIN_NODE_WAIT_REASON,
      20_000,
    );
    expect(waiting).toMatchObject({ status: 'PAYING', failureReason: CHAIN_NODE_WAIT_REASON, txHash: null });
    await restartNode();
    const settled = await waitFor(
      () => staffView(exchange.id),
      (row) => row?.status === 'SETTLED',
      40_000,
    );
    expect(settled).toMatchObject({ status: 'SETTLED', failureReason: null });
    await expectPaidOnce(member.address, '4', nonceBefore);
  }, 90_000);

  it('a node lost between the broadcast and the receipt: the payout waits, then settles with the same transaction', async () => {
    const { member, exchange } = await approvedExchange(300);
    const nonceBefore = await treasuryNonce();
    const stopAfterBroadcast = { afterBroadcast: () => stopNode() };
    await expect(runPayout(context.deps, exchange.id, stopAfterBroadcast)).rejects.toThrow();
    const [waiting] = await context.deps.db
      .select()
      .from(pointsExchanges)
      .where(eq(pointsExchanges.id, exchange.id));
    expect(waiting).toMatchObject({ status: 'PAYING', failureReason: CHAIN_NODE_WAIT_REASON });
    await restartNode();
    await payoutJob.handler(context.deps, { exchangeId: exchange.id });
    await payoutJob.handler(context.deps, { exchangeId: exchange.id });
    expect(await staffView(exchange.id)).toMatchObject({
      status: 'SETTLED',
      failureReason: null,
      txHash: waiting?.txHash,
    });
    await expectPaidOnce(member.address, '3', nonceBefore);
  }, 60_000);

  it('a treasury grant waits with the reason while the node is down, and is paid once when it is back', async () => {
    const member = await createExchangeMember(context, 0);
    const body = { userId: member.id, amount: '2.5', reason: 'Outage test' };
    const queued = await call(
      context,
      admin.token,
      'POST',
      '/web3/send-artfi-direct',
      body,
      nextKey('outage'),
    );
    const grant = queued.json<TreasuryGrant>();
    const nonceBefore = await treasuryNonce();
    await stopNode();
    await expect(grantJob.handler(context.deps, { grantId: grant.id })).rejects.toThrow();
    const grantRow = async () =>
      (await context.deps.db.select().from(treasuryGrants).where(eq(treasuryGrants.id, grant.id)))[0];
    expect(await grantRow()).toMatchObject({ status: 'PAYING', failureReason: CHAIN_NODE_WAIT_REASON });
    await restartNode();
    await grantJob.handler(context.deps, { grantId: grant.id });
    await grantJob.handler(context.deps, { grantId: grant.id });
    expect(await grantRow()).toMatchObject({ status: 'SETTLED', failureReason: null });
    await expectPaidOnce(member.address, '2.5', nonceBefore);
  }, 60_000);
});
