import type { AdminExchange, Exchange, ExchangeRates, PointsHistoryPage } from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import { parseUnits } from 'viem';
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
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { checkLedger } from '../points/points-rederive.service.js';
import { moveExchange } from './exchange.repository.js';
import { pointsExchanges } from './exchange.schema.js';
import { runPayout } from './exchange-payout.service.js';
import {
  adminCall,
  attachLocalChain,
  heldPointsOf,
  pointsBalanceOf,
  createExchangeMember,
  exchangeOk,
  requestExchange,
} from '../../../test/wallet-exchange.test-support.js';

let context: TestContext;
let chain: StartedChain;
let admin: TestAdmin;

beforeAll(async () => {
  // These tests exchange up to the per-exchange maximum; the KYC gate has its own tests (kyc-gate.test.ts).
  context = await createAdminTestContext({ EXCHANGE_KYC_ABOVE_POINTS: '100000' });
  chain = await attachLocalChain(context);
  admin = await createSignedInAdmin(context, 'SUPER_ADMIN');
}, 60_000);
afterAll(async () => {
  await context.close();
  await chain.stop();
});

const balanceOf = (userId: string) => pointsBalanceOf(context, userId);
const heldFor = (exchangeId: string) => heldPointsOf(context, exchangeId);

const RATE = parseUnits('0.01', 18);

describe('points → ARTFI exchange on a real anvil', () => {
  it('answers the rate and limits, with the payout address', async () => {
    const member = await createExchangeMember(context, 500);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/points/exchange-rates',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.json<ExchangeRates>()).toMatchObject({
      symbol: 'ARTFI',
      artfiPerPoint: '0.01',
      minPoints: 100,
      maxPoints: 100_000,
      usedTodayPoints: 0,
      chainAvailable: true,
      payoutAddress: member.address,
    });
  });

  it('exchange → approve → payout: the on-chain balance rises by exactly rate × points, once', async () => {
    const member = await createExchangeMember(context, 1_000);
    const exchange = await exchangeOk(context, member, 700);
    expect(exchange).toMatchObject({ status: 'PENDING', artfiAmount: '7', payoutAddress: member.address });
    expect(await balanceOf(member.id)).toBe(300);
    expect(await heldFor(exchange.id)).toBe(700);
    const approved = await adminCall(context, admin.token, 'POST', `/${exchange.id}/approve`);
    expect(approved.json<AdminExchange>().status).toBe('APPROVED');
    const queued = await context.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'exchange.payout' and data->>'exchangeId' = ${exchange.id}`,
    );
    expect(queued.rows[0]).toEqual({ n: 1 });
    await runPayout(context.deps, exchange.id);
    await runPayout(context.deps, exchange.id);
    expect(await readTokenBalance(chain.chain, member.address)).toBe(RATE * 700n);
    const history = await context.app.inject({
      method: 'GET',
      url: '/api/v1/web3/exchange-history?page=1&limit=10',
      headers: { authorization: `Bearer ${member.token}` },
    });
    const [settled] = history.json<{ items: Exchange[] }>().items;
    expect(settled).toMatchObject({ id: exchange.id, status: 'SETTLED', artfiAmount: '7' });
    expect(settled?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const balance = await context.app.inject({
      method: 'GET',
      url: '/api/v1/web3/balance',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(balance.json()).toEqual({
      address: member.address,
      symbol: 'ARTFI',
      tokenBalance: '7',
      gasBalance: '0',
      points: 300,
      chainAvailable: true,
    });
    expect(await heldFor(exchange.id)).toBe(0);
    expect(await balanceOf(member.id)).toBe(300);
    const ledger = await checkLedger(context.deps.db);
    expect(ledger).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('reject releases the hold, emails the reason, audits, and a second decision is refused', async () => {
    const member = await createExchangeMember(context, 400);
    const exchange = await exchangeOk(context, member, 400);
    expect(await balanceOf(member.id)).toBe(0);
    const rejected = await adminCall(context, admin.token, 'POST', `/${exchange.id}/reject`, {
      reason: 'Wallet under review',
    });
    expect(rejected.json<AdminExchange>()).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Wallet under review',
    });
    expect(await balanceOf(member.id)).toBe(400);
    expect(await heldFor(exchange.id)).toBe(0);
    const history = await context.app.inject({
      url: '/api/v1/points/history?source=exchange',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(
      history.json<PointsHistoryPage>().items.map((line) => [line.reasonCode, line.reasonValues]),
    ).toEqual([
      ['exchangeRejected', {}],
      ['exchangeHold', { count: 400 }],
    ]);
    const emails = await context.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'exchange-rejected'));
    expect(emails.some((email) => email.textBody.includes('Wallet under review'))).toBe(true);
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'exchange.rejected'), eq(adminAuditLog.targetId, exchange.id)));
    expect(audit).toHaveLength(1);
    const again = await adminCall(context, admin.token, 'POST', `/${exchange.id}/approve`);
    expect(errorOf(again).code).toBe('EXCHANGE_STATE_CONFLICT');
    expect(await readTokenBalance(chain.chain, member.address)).toBe(0n);
  });

  it('tells a member who reads Arabic of a rejection in Arabic', async () => {
    const member = await createExchangeMember(context, 300);
    const [reader] = await context.deps.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.id, member.id))
      .returning({ email: users.email });
    const exchange = await exchangeOk(context, member, 200);
    await adminCall(context, admin.token, 'POST', `/${exchange.id}/reject`, {
      reason: 'المحفظة قيد المراجعة',
    });
    const [email] = await context.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'exchange-rejected'), eq(emailOutbox.toAddress, reader?.email ?? '')));
    expect(email?.subject).toContain('لم تتم الموافقة على استبدالك');
    expect(email?.textBody).toContain('أُعيدت النقاط إلى رصيدك');
    expect(email?.textBody).toContain('السبب: المحفظة قيد المراجعة');
  });

  it('50 concurrent exchanges against one balance never overdraw', async () => {
    const member = await createExchangeMember(context, 1_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => requestExchange(context, member, { pointsAmount: 100 })),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expect(errorOf(response).code).toBe('POINTS_INSUFFICIENT');
    expect(await balanceOf(member.id)).toBe(0);
    const rows = await context.deps.db
      .select()
      .from(pointsExchanges)
      .where(eq(pointsExchanges.userId, member.id));
    expect(rows).toHaveLength(10);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('refuses bad input and writes nothing', async () => {
    const member = await createExchangeMember(context, 1_000);
    const noKey = await requestExchange(context, member, { pointsAmount: 200 }, null);
    expect(noKey.statusCode).toBe(400);
    const small = await requestExchange(context, member, { pointsAmount: 99 });
    expect(errorOf(small).code).toBe('EXCHANGE_AMOUNT_OUT_OF_RANGE');
    const big = await requestExchange(context, member, { pointsAmount: 100_001 });
    expect(errorOf(big).code).toBe('EXCHANGE_AMOUNT_OUT_OF_RANGE');
    const bad = await requestExchange(context, member, { pointsAmount: '200' });
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    const walletless = await createExchangeMember(context, 1_000, false);
    const noWallet = await requestExchange(context, walletless, { pointsAmount: 200 });
    expect(errorOf(noWallet).code).toBe('EXCHANGE_WALLET_REQUIRED');
    expect(await balanceOf(member.id)).toBe(1_000);
    expect(await balanceOf(walletless.id)).toBe(1_000);
    const rows = await context.deps.db
      .select()
      .from(pointsExchanges)
      .where(eq(pointsExchanges.userId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('replays an Idempotency-Key and enforces the daily maximum', async () => {
    const member = await createExchangeMember(context, 300_000);
    const first = await requestExchange(context, member, { pointsAmount: 100_000 }, 'replay-key-0001');
    const again = await requestExchange(context, member, { pointsAmount: 100_000 }, 'replay-key-0001');
    expect(again.json<Exchange>().id).toBe(first.json<Exchange>().id);
    await exchangeOk(context, member, 100_000);
    const over = await requestExchange(context, member, { pointsAmount: 100 });
    expect(errorOf(over).code).toBe('EXCHANGE_DAILY_LIMIT');
    expect(await balanceOf(member.id)).toBe(100_000);
  });

  it('pays 8 approved exchanges in parallel with 8 distinct treasury nonces', async () => {
    const member = await createExchangeMember(context, 8 * 100);
    const exchanges = [];
    for (let i = 0; i < 8; i += 1) exchanges.push(await exchangeOk(context, member, 100));
    for (const exchange of exchanges) await moveExchange(context.deps.db, exchange.id, 'PENDING', 'APPROVED');
    await Promise.all(exchanges.map((exchange) => runPayout(context.deps, exchange.id)));
    const rows = await context.deps.db
      .select()
      .from(pointsExchanges)
      .where(eq(pointsExchanges.userId, member.id));
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('SETTLED'));
    expect(new Set(rows.map((row) => row.txNonce)).size).toBe(8);
    expect(await readTokenBalance(chain.chain, member.address)).toBe(RATE * 800n);
  });

  it('refuses the exchange desk to staff without canManagePoints', async () => {
    const moderator = await createSignedInAdmin(context, 'MODERATOR');
    const response = await adminCall(context, moderator.token, 'GET', '');
    expect(response.statusCode).toBe(403);
  });

  it('lists with filters and decides in bulk, each exchange on its own', async () => {
    const member = await createExchangeMember(context, 1_000);
    const a = await exchangeOk(context, member, 200);
    const b = await exchangeOk(context, member, 300);
    const rejectedFirst = await adminCall(context, admin.token, 'POST', `/${b.id}/reject`, {
      reason: 'duplicate',
    });
    expect(rejectedFirst.statusCode).toBe(200);
    const bulk = await adminCall(context, admin.token, 'POST', '/bulk', {
      ids: [a.id, b.id],
      decision: 'approve',
    });
    expect(bulk.json()).toEqual({
      results: [
        { id: a.id, ok: true, status: 'APPROVED', error: null },
        { id: b.id, ok: false, status: null, error: 'EXCHANGE_STATE_CONFLICT' },
      ],
    });
    const list = await adminCall(context, admin.token, 'GET', `?status=REJECTED&userId=${member.id}`);
    expect(list.json<{ items: AdminExchange[] }>().items.map((item) => item.id)).toEqual([b.id]);
  });
});
