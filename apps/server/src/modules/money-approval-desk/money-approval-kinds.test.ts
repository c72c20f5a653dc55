import type { AdminExchange, AdminSettings, MoneyApproval, PendingMoneyApproval } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { createExchangeMember, exchangeOk } from '../../../test/wallet-exchange.test-support.js';
import { treasuryGrants } from '../wallet-chain/treasury-grants.schema.js';
import { pointsExchanges } from '../wallet-exchange/exchange.schema.js';
import { burnRuns } from '../wallet-tokens/web3.schema.js';

let context: TestContext;
let maker: TestAdmin;
let checker: TestAdmin;
let keys = 0;

function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  keys += 1;
  return context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `four-eyes-kind-${keys}` },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  context = await createAdminTestContext();
  maker = await createSignedInAdmin(context, 'ADMIN');
  checker = await createSignedInAdmin(context, 'ADMIN');
  const current = (await call(checker.token, 'GET', '/admin/settings')).json<AdminSettings>();
  await call(checker.token, 'PUT', '/admin/settings', {
    version: current.version,
    siteName: current.siteName,
    supportEmail: current.supportEmail,
    registrationOpen: true,
    maintenance: { enabled: false },
    fourEyes: { pointsAbove: 1_000, artfiAbove: 100 },
  });
});
afterAll(() => context.close());

async function approveAsChecker(answer: { statusCode: number; json: () => unknown }): Promise<MoneyApproval> {
  expect(answer.statusCode).toBe(202);
  const { pendingApproval } = answer.json() as PendingMoneyApproval;
  const approved = await call(checker.token, 'POST', `/admin/money-approvals/${pendingApproval.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<MoneyApproval>();
}

describe('each gated kind runs through its own path once approved', () => {
  it('exchange approval: below the threshold at once, above it only after the checker, as the maker', async () => {
    const member = await createExchangeMember(context, 5_000);
    const small = await exchangeOk(context, member, 500);
    const direct = await call(maker.token, 'POST', `/admin/exchanges/${small.id}/approve`);
    expect(direct.json<AdminExchange>().status).toBe('APPROVED');

    const large = await exchangeOk(context, member, 2_000);
    const held = await call(maker.token, 'POST', `/admin/exchanges/${large.id}/approve`);
    expect(held.statusCode).toBe(202);
    const [waiting] = await context.deps.db
      .select()
      .from(pointsExchanges)
      .where(eq(pointsExchanges.id, large.id));
    expect(waiting?.status).toBe('PENDING');
    const again = await call(maker.token, 'POST', `/admin/exchanges/${large.id}/approve`);
    expect(again.json<PendingMoneyApproval>().pendingApproval.id).toBe(
      held.json<PendingMoneyApproval>().pendingApproval.id,
    );
    const done = await approveAsChecker(held);
    expect(done).toMatchObject({ kind: 'EXCHANGE_APPROVAL', status: 'EXECUTED', exchangeId: large.id });
    const [row] = await context.deps.db
      .select()
      .from(pointsExchanges)
      .where(eq(pointsExchanges.id, large.id));
    expect(row).toMatchObject({ status: 'APPROVED', decidedByAdminId: maker.id });
  });

  it('bulk approval holds the large ones and decides the rest', async () => {
    const member = await createExchangeMember(context, 5_000);
    const small = await exchangeOk(context, member, 500);
    const large = await exchangeOk(context, member, 1_500);
    const answer = await call(maker.token, 'POST', '/admin/exchanges/bulk', {
      ids: [small.id, large.id],
      decision: 'approve',
    });
    expect(answer.json<{ results: unknown[] }>().results).toEqual(
      expect.arrayContaining([
        { id: small.id, ok: true, status: 'APPROVED', error: null },
        { id: large.id, ok: false, status: null, error: 'MONEY_APPROVAL_PENDING' },
      ]),
    );
  });

  it('ARTFI send: one grant, by the maker’s key, only after the checker', async () => {
    const member = await createExchangeMember(context, 0);
    const body = { userId: member.id, amount: '150', reason: 'Partner payment' };
    const held = await call(maker.token, 'POST', '/web3/send-artfi-direct', body);
    expect(
      await context.deps.db.select().from(treasuryGrants).where(eq(treasuryGrants.userId, member.id)),
    ).toEqual([]);
    await approveAsChecker(held);
    const grants = await context.deps.db
      .select()
      .from(treasuryGrants)
      .where(eq(treasuryGrants.userId, member.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: 'DIRECT', adminId: maker.id, reason: 'Partner payment' });
  });

  it('burn: an amount that cannot be read (no chain) always waits for the checker', async () => {
    const member = await createExchangeMember(context, 0);
    const held = await call(maker.token, 'POST', '/artfi-burn/execute', { userIds: [member.id], ratio: 0.1 });
    expect(held.json<PendingMoneyApproval>().pendingApproval.amount).toBeNull();
    expect(await context.deps.db.select().from(burnRuns)).toEqual([]);
    await approveAsChecker(held);
    const runs = await context.deps.db.select().from(burnRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.adminId).toBe(maker.id);
  });
});
