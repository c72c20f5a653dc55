import type { AdjustPointsResult } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runTaskAndWait } from '../../../test/task-runs.test-support.js';
import { users } from '../members/members.schema.js';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { idempotencyKeys } from '../idempotency/idempotency.schema.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { pointsPostings } from './points-ledger.schema.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { checkLedger } from './points-rederive.service.js';
import { totalPointsOf } from '../../../test/points.test-support.js';

const suite = useAdminSuite('SUPER_ADMIN');

function adjust(userId: string, payload: Record<string, unknown>, key?: string, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/adjust-points`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

const balanceOf = (userId: string) => totalPointsOf(suite.context, userId);

describe('admin point adjustments', () => {
  it('applies 100 parallel adjustments with one Idempotency-Key once, all answering the same', async () => {
    const member = await createSignedInMember(suite.context);
    const body = { amount: 75, reason: 'Goodwill for the outage' };
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => adjust(member.id, body, 'adjust-key-0001')),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    // Requests still waiting after the plugin's 5 s poll may answer IDEMPOTENCY_KEY_IN_USE; none runs twice.
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expect(errorOf(response).code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((response) => response.body)).size).toBe(1);
    expect(ok[0]?.json<AdjustPointsResult>()).toMatchObject({ amount: 75, balance: 75, kind: 'adjust' });
    expect(await balanceOf(member.id)).toBe(75);
    const postings = await suite.context.deps.db
      .select()
      .from(pointsPostings)
      .where(
        and(
          eq(pointsPostings.issuer, `admin:${suite.admin.id}`),
          eq(pointsPostings.idempotencyKey, 'adjust-key-0001'),
        ),
      );
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ kind: 'adjust', source: 'admin', reason: 'Goodwill for the outage' });
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.id));
    expect(audit.map((row) => row.action)).toEqual(['points.adjusted']);

    // Even once the HTTP layer has forgotten the key, the ledger's own key refuses a second posting.
    await suite.context.deps.db.delete(idempotencyKeys);
    const late = await adjust(member.id, body, 'adjust-key-0001');
    expect(late.json<AdjustPointsResult>()).toMatchObject({ postingId: postings[0]?.id, balance: 75 });
    expect(await balanceOf(member.id)).toBe(75);

    const reused = await adjust(member.id, { ...body, amount: 76 }, 'adjust-key-0001');
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
  }, 60_000);

  it('needs a key, a reason and canManagePoints, and never goes below zero unless a marked fraud reversal', async () => {
    const member = await createSignedInMember(suite.context);
    expect(errorOf(await adjust(member.id, { amount: 5, reason: 'No key' })).code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect((await adjust(member.id, { amount: 5 }, 'adjust-key-0002')).statusCode).toBe(400);
    expect((await adjust(member.id, { amount: 0, reason: 'Zero' }, 'adjust-key-0003')).statusCode).toBe(400);
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    expect(
      (await adjust(member.id, { amount: 5, reason: 'Nope' }, 'adjust-key-0004', moderator.token)).statusCode,
    ).toBe(403);
    expect((await adjust(member.id, { amount: 20, reason: 'Start' }, 'adjust-key-0005')).statusCode).toBe(
      200,
    );
    const overdraw = await adjust(member.id, { amount: -30, reason: 'Too much' }, 'adjust-key-0006');
    expect(errorOf(overdraw).code).toBe('POINTS_INSUFFICIENT');
    expect(await balanceOf(member.id)).toBe(20);
    const fraud = await adjust(
      member.id,
      { amount: -30, reason: 'Farmed', fraudReversal: true },
      'adjust-key-0007',
    );
    expect(fraud.json<AdjustPointsResult>()).toMatchObject({ kind: 'reverse', balance: -10 });
    const missing = await adjust(
      '4b0e7c59-6a1f-4c56-9d2e-1f0a3b5c7d9e',
      { amount: 5, reason: 'Ghost' },
      'adjust-key-0008',
    );
    expect(missing.statusCode).toBe(404);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('runs the tier update on demand: raises members whose lifetime points reached a tier, never lowers', async () => {
    const [earner, vip] = [
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
    ];
    await suite.context.deps.db.transaction((tx) =>
      postPoints(tx, {
        kind: 'earn',
        source: 'activity',
        idempotencyKey: 'tier-task-1',
        lines: memberAndPool(earner.id, 2_100),
      }),
    );
    await suite.context.deps.db.update(users).set({ tier: 'VIP' }).where(eq(users.id, vip.id));
    const run = await runTaskAndWait(suite.context.app, suite.admin.token, 'tier-update');
    expect(run.result?.promoted).toBeGreaterThanOrEqual(1);
    const tiers = await suite.context.deps.db.select({ id: users.id, tier: users.tier }).from(users);
    expect(tiers.find((row) => row.id === earner.id)?.tier).toBe('SILVER');
    expect(tiers.find((row) => row.id === vip.id)?.tier).toBe('VIP');
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'task.run_started'), eq(adminAuditLog.targetId, 'tier-update')));
    expect(audit).toHaveLength(1);
  });
});
