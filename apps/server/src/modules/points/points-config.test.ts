import {
  POINTS_GLOBAL_DEFAULTS,
  type CategoryMultiplier,
  type PointsConfigSummary,
  type PointsGlobalConfig,
  type TierRule,
} from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { pointsConfigCaller } from '../../../test/points.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { contentCategories } from '../catalog/catalog.schema.js';

const suite = useAdminSuite('SUPER_ADMIN');

const send = pointsConfigCaller(suite);

describe('points configuration', () => {
  it('starts from the contract defaults and versions every change: one of 50 parallel edits wins, audited', async () => {
    const initial = (await send('GET', '/global')).json<PointsGlobalConfig>();
    expect(initial).toMatchObject({ ...POINTS_GLOBAL_DEFAULTS, version: 1 });
    const { updatedAt: _updatedAt, ...editable } = initial;
    const edits = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send('PUT', '/global', { ...editable, dailyCap: 600 + i })),
    );
    const won = edits.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of edits.filter((response) => response.statusCode !== 200))
      expect(errorOf(lost).code).toBe('CONFLICT');
    const saved = won[0]?.json<PointsGlobalConfig>();
    expect(saved?.version).toBe(2);
    expect((await send('GET', '/global')).json<PointsGlobalConfig>().dailyCap).toBe(saved?.dailyCap);
    const audit = await suite.context.deps.db
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
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    expect((await send('GET', '/global', undefined, moderator.token)).statusCode).toBe(403);
  });

  it('creates, bulk-sets, versions and removes category multipliers, refusing unknown categories', async () => {
    const rows = await suite.context.deps.db
      .insert(contentCategories)
      .values(['impressionism', 'baroque', 'cubism'].map((slug) => ({ slug: `pc-${slug}`, name: slug })))
      .returning({ id: contentCategories.id });
    const [a, b, c] = rows.map((row) => row.id) as [string, string, string];
    const created = await send('POST', '/category', { categoryId: a, multiplierBp: 15_000 });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<CategoryMultiplier>();
    expect((await send('POST', '/category', { categoryId: a, multiplierBp: 12_000 })).statusCode).toBe(409);
    const unknown = { categoryId: '4b0e7c59-6a1f-4c56-9d2e-1f0a3b5c7d9e', multiplierBp: 12_000 };
    expect((await send('POST', '/category', unknown)).statusCode).toBe(404);
    const bulk = await send('POST', '/category/bulk', {
      items: [
        { categoryId: a, multiplierBp: 20_000 },
        { categoryId: b, multiplierBp: 5_000 },
        { categoryId: c, multiplierBp: 10_000 },
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const listed = (await send('GET', '/category')).json<{ items: CategoryMultiplier[] }>().items;
    expect(listed.find((row) => row.categoryId === a)).toMatchObject({ multiplierBp: 20_000, version: 2 });
    expect(listed).toHaveLength(3);
    expect((await send('POST', '/category/bulk', { items: [unknown] })).statusCode).toBe(404);
    expect((await send('PUT', `/category/${item.id}`, { multiplierBp: 1, version: 1 })).statusCode).toBe(409);
    expect(
      (await send('PUT', `/category/${item.id}`, { multiplierBp: 30_000, version: 2 })).json(),
    ).toMatchObject({
      multiplierBp: 30_000,
      version: 3,
    });
    expect((await send('DELETE', `/category/${item.id}`)).json()).toEqual({ id: item.id, deleted: true });
    expect((await send('DELETE', `/category/${item.id}`)).statusCode).toBe(404);
    const audit = await suite.context.deps.db.select({ action: adminAuditLog.action }).from(adminAuditLog);
    expect(audit.map((row) => row.action).filter((action) => action.includes('category'))).toEqual([
      'points.config.category_created',
      'points.config.category_bulk_set',
      'points.config.category_updated',
      'points.config.category_deleted',
    ]);
  });
});
