import {
  POINTS_GLOBAL_DEFAULTS,
  type PointsConfigSummary,
  type PointsGlobalConfig,
  type TierRule,
} from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  type TestAdmin,
} from '../admin-auth/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';

let context: TestContext;
let admin: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext();
  admin = await createSignedInAdmin(context, 'SUPER_ADMIN');
});
afterAll(() => context.close());

function send(method: 'GET' | 'PUT', url: string, payload?: object, token = admin.token) {
  return context.app.inject({
    method,
    url: `/api/v1/admin/points-config${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

describe('points configuration', () => {
  it('starts from the contract defaults and versions every change: one of 20 parallel edits wins, audited', async () => {
    const initial = (await send('GET', '/global')).json<PointsGlobalConfig>();
    expect(initial).toMatchObject({ ...POINTS_GLOBAL_DEFAULTS, version: 1 });
    const { updatedAt: _updatedAt, ...editable } = initial;
    const edits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send('PUT', '/global', { ...editable, dailyCap: 600 + i })),
    );
    const won = edits.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of edits.filter((response) => response.statusCode !== 200))
      expect(errorOf(lost).code).toBe('CONFLICT');
    const saved = won[0]?.json<PointsGlobalConfig>();
    expect(saved?.version).toBe(2);
    expect((await send('GET', '/global')).json<PointsGlobalConfig>().dailyCap).toBe(saved?.dailyCap);
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'points.config.global_updated'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ before: { dailyCap: 500, version: 1 }, after: { version: 2 } });
  });

  it('lists and edits tier rules, summarises, and is closed to staff without canManagePoints', async () => {
    const tiers = (await send('GET', '/tier-multipliers')).json<{ items: TierRule[] }>().items;
    expect(tiers.map((tier) => tier.tier)).toEqual(['BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP']);
    const bronze = await send('PUT', '/tier-multipliers/BRONZE', {
      threshold: 400,
      multiplierBp: 11_500,
      version: 1,
    });
    expect(bronze.json<TierRule>()).toEqual({
      tier: 'BRONZE',
      threshold: 400,
      multiplierBp: 11_500,
      version: 2,
    });
    const stale = await send('PUT', '/tier-multipliers/BRONZE', {
      threshold: 300,
      multiplierBp: 11_500,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const summary = (await send('GET', '/summary')).json<PointsConfigSummary>();
    expect(summary).toMatchObject({ categoryMultipliers: 0, creatorOverrides: 0, contentOverrides: 0 });
    expect(summary.tiers[1]).toMatchObject({ threshold: 400 });
    const moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
    expect((await send('GET', '/global', undefined, moderator.token)).statusCode).toBe(403);
  });
});
