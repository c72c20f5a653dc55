import type { AdminMemberDetail } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { pointsBalanceOf } from '../../../test/wallet-exchange.test-support.js';

let context: TestContext;
let admin: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext();
  admin = await createSignedInAdmin(context, 'ADMIN');
});
afterAll(() => context.close());

function award(token: string, payload: Record<string, unknown>, key: string | null) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/web3/award-points',
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

describe('POST /web3/award-points', () => {
  it('awards once for 50 parallel requests with one key, through the ledger, audited once', async () => {
    const member = await createSignedInMember(context);
    const body = { userId: member.id, points: 250, reason: 'Community event prize' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => award(admin.token, body, 'award-key-0001')),
    );
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expect(errorOf(response).code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    expect(await pointsBalanceOf(context, member.id)).toBe(250);
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'points.adjusted'), eq(adminAuditLog.targetId, member.id)));
    expect(audit).toHaveLength(1);
    // The member page shows the award where staff look: its ledger lines and its audit trail.
    const page = await context.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${member.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const detail = page.json<AdminMemberDetail>();
    expect(detail.recentLedger.map((line) => [line.amount, line.reason])).toEqual([
      [250, 'Community event prize'],
    ]);
    expect(detail.audit.map((entry) => [entry.action, entry.details.reason])).toEqual([
      ['points.adjusted', 'Community event prize'],
    ]);
  });

  it('refuses a request without a key, bad input, and staff without canManagePoints; nothing is written', async () => {
    const member = await createSignedInMember(context);
    const body = { userId: member.id, points: 10, reason: 'No key' };
    expect((await award(admin.token, body, null)).statusCode).toBe(400);
    expect(errorOf(await award(admin.token, { ...body, points: 0 }, 'award-key-0002')).code).toBe(
      'VALIDATION_FAILED',
    );
    const moderator = await createSignedInAdmin(context, 'MODERATOR');
    expect((await award(moderator.token, body, 'award-key-0003')).statusCode).toBe(403);
    expect(await pointsBalanceOf(context, member.id)).toBe(0);
  });
});
