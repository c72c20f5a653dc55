import type { AdminSettings, MoneyApproval, PendingMoneyApproval } from '@streamit/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { pointsBalanceOf } from '../../../test/wallet-exchange.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { moneyApprovals } from '../money-approvals/money-approvals.schema.js';

let context: TestContext;
let maker: TestAdmin;
let checker: TestAdmin;
let keys = 0;

beforeAll(async () => {
  context = await createAdminTestContext();
  maker = await createSignedInAdmin(context, 'ADMIN');
  checker = await createSignedInAdmin(context, 'ADMIN');
});
afterAll(() => context.close());

function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  keys += 1;
  return context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `four-eyes-key-${keys}` },
    ...(payload ? { payload } : {}),
  });
}

function adjust(token: string, userId: string, amount: number) {
  return call(token, 'POST', `/admin/users/${userId}/adjust-points`, {
    amount,
    reason: 'Prize for the finals',
  });
}

async function setThresholds(pointsAbove: number, artfiAbove = 100) {
  const current = (await call(checker.token, 'GET', '/admin/settings')).json<AdminSettings>();
  const saved = await call(checker.token, 'PUT', '/admin/settings', {
    version: current.version,
    siteName: current.siteName,
    supportEmail: current.supportEmail,
    registrationOpen: current.registrationOpen,
    maintenance: { enabled: false },
    fourEyes: { pointsAbove, artfiAbove },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json<AdminSettings>().fourEyes).toEqual({ pointsAbove, artfiAbove });
}

function auditCount(action: string, targetId: string) {
  return context.deps.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)))
    .then((rows) => rows.length);
}

describe('four eyes on staff money moves', () => {
  it('acts at once at or below the threshold, as before', async () => {
    const member = await createSignedInMember(context);
    const response = await adjust(maker.token, member.id, 10_000);
    expect(response.statusCode).toBe(200);
    expect(await pointsBalanceOf(context, member.id)).toBe(10_000);
  });

  it('holds a move above it, refuses the maker, and runs it once for 20 parallel checkers', async () => {
    const member = await createSignedInMember(context);
    const made = await adjust(maker.token, member.id, 20_000);
    expect(made.statusCode).toBe(202);
    const { pendingApproval } = made.json<PendingMoneyApproval>();
    expect(pendingApproval).toMatchObject({
      kind: 'POINTS_ADJUSTMENT',
      status: 'PENDING',
      amount: '20000',
      unit: 'POINTS',
      maker: { id: maker.id, name: 'Test ADMIN' },
      checker: null,
    });
    expect(await pointsBalanceOf(context, member.id)).toBe(0);

    const own = await call(maker.token, 'POST', `/admin/money-approvals/${pendingApproval.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).code).toBe('MONEY_APPROVAL_OWN_REQUEST');

    const checkers = await Promise.all(
      Array.from({ length: 20 }, () => createSignedInAdmin(context, 'ADMIN')),
    );
    const answers = await Promise.all(
      checkers.map((staff) =>
        call(staff.token, 'POST', `/admin/money-approvals/${pendingApproval.id}/approve`),
      ),
    );
    const executed = answers.filter((answer) => answer.statusCode === 200);
    expect(executed).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(errorOf(answer).code).toBe('MONEY_APPROVAL_NOT_PENDING');
    const approval = executed[0]?.json<MoneyApproval>();
    if (!approval) throw new Error('no approval executed');
    expect(approval.status).toBe('EXECUTED');
    expect(approval.maker.id).toBe(maker.id);
    expect(checkers.map((staff) => staff.id)).toContain(approval.checker?.id);

    expect(await pointsBalanceOf(context, member.id)).toBe(20_000);
    expect(await auditCount('points.adjusted', member.id)).toBe(1);
    expect(await auditCount('money_approval.requested', pendingApproval.id)).toBe(1);
    expect(await auditCount('money_approval.executed', pendingApproval.id)).toBe(1);
  });

  it('leaves a request PENDING when its move is refused, with the move’s own error', async () => {
    const member = await createSignedInMember(context);
    const { pendingApproval } = (await adjust(maker.token, member.id, -20_000)).json<PendingMoneyApproval>();
    const refused = await call(checker.token, 'POST', `/admin/money-approvals/${pendingApproval.id}/approve`);
    expect(errorOf(refused).code).toBe('POINTS_INSUFFICIENT');
    const [row] = await context.deps.db
      .select()
      .from(moneyApprovals)
      .where(eq(moneyApprovals.id, pendingApproval.id));
    expect(row).toMatchObject({ status: 'PENDING', checkerId: null });
    expect(await auditCount('money_approval.approved', pendingApproval.id)).toBe(0);
  });

  it('lets another staff member reject with a reason; nothing moves', async () => {
    const member = await createSignedInMember(context);
    const { pendingApproval } = (await adjust(maker.token, member.id, 50_000)).json<PendingMoneyApproval>();
    const ownReject = await call(maker.token, 'POST', `/admin/money-approvals/${pendingApproval.id}/reject`, {
      reason: 'Mine',
    });
    expect(errorOf(ownReject).code).toBe('MONEY_APPROVAL_OWN_REQUEST');
    const rejected = await call(
      checker.token,
      'POST',
      `/admin/money-approvals/${pendingApproval.id}/reject`,
      {
        reason: 'No such finals took place',
      },
    );
    expect(rejected.json<MoneyApproval>()).toMatchObject({
      status: 'REJECTED',
      reason: 'No such finals took place',
      checker: { id: checker.id },
    });
    const late = await call(checker.token, 'POST', `/admin/money-approvals/${pendingApproval.id}/approve`);
    expect(errorOf(late).code).toBe('MONEY_APPROVAL_NOT_PENDING');
    expect(await pointsBalanceOf(context, member.id)).toBe(0);
  });

  it('lists pending requests with the maker’s name, for staff with canManagePoints only', async () => {
    const member = await createSignedInMember(context);
    await adjust(maker.token, member.id, 30_000);
    const list = await call(checker.token, 'GET', '/admin/money-approvals?status=PENDING');
    const items = list.json<{ items: MoneyApproval[] }>().items;
    expect(items.find((item) => item.subjectUserId === member.id)?.maker.name).toBe('Test ADMIN');
    const moderator = await createSignedInAdmin(context, 'MODERATOR');
    expect((await call(moderator.token, 'GET', '/admin/money-approvals')).statusCode).toBe(403);
  });

  it('takes a threshold change at once, in both directions', async () => {
    const member = await createSignedInMember(context);
    await setThresholds(50_000);
    expect((await adjust(maker.token, member.id, 20_000)).statusCode).toBe(200);
    await setThresholds(100);
    expect((await adjust(maker.token, member.id, 250)).statusCode).toBe(202);
    expect(await pointsBalanceOf(context, member.id)).toBe(20_000);
    const open = await context.deps.db
      .select()
      .from(moneyApprovals)
      .where(and(eq(moneyApprovals.subjectUserId, member.id), like(moneyApprovals.subject, 'key:%')));
    expect(open.map((row) => row.status)).toEqual(['PENDING']);
    await setThresholds(10_000);
  });
});
