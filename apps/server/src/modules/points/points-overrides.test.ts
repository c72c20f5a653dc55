import type {
  CompletionQuote,
  ContentOverride,
  CreatorOverride,
  PointsPreviewItem,
} from '@streamit/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertActivity } from '../activities/activities.repository.js';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { pointsConfigCaller } from '../../../test/points.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { loadGlobalConfig } from './points-config.service.js';
import { pointsCategoryMultipliers, pointsGlobalConfig } from './points-config.schema.js';

const suite = useAdminSuite('SUPER_ADMIN');
let counter = 0;

beforeAll(async () => {
  await loadGlobalConfig(suite.context.deps.db);
  await suite.context.deps.db
    .update(pointsGlobalConfig)
    .set({ baseVideo: 10 })
    .where(eq(pointsGlobalConfig.id, 1));
});

const send = pointsConfigCaller(suite);

async function video(values: { creatorId?: string; categoryId?: string; pointsReward?: number } = {}) {
  counter += 1;
  const activity = await insertActivity(suite.context.deps.db, {
    type: 'VIDEO',
    title: `Override video ${counter}`,
    slug: `override-video-${counter}-${Date.now()}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 60_000),
    durationSeconds: 20,
    pointsReward: 0,
    ...values,
  });
  return activity.id;
}

async function auditActions(prefix: string): Promise<string[]> {
  const rows = await suite.context.deps.db.select({ action: adminAuditLog.action }).from(adminAuditLog);
  return rows.map((row) => row.action).filter((action) => action.startsWith(prefix));
}

describe('creator and content overrides', () => {
  it('CRUDs a creator multiplier by id, versioned and audited, and earning applies it', async () => {
    const creator = await createSignedInMember(suite.context, { creator: true });
    const member = await createSignedInMember(suite.context);
    const id = await video({ creatorId: creator.id });
    const missing = await send('POST', '/creator', {
      creatorId: '00000000-0000-4000-8000-000000000000',
      multiplierBp: 20_000,
    });
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    const created = await send('POST', '/creator', { creatorId: creator.id, multiplierBp: 15_000 });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<CreatorOverride>();
    expect((await send('POST', '/creator', { creatorId: creator.id, multiplierBp: 1 })).statusCode).toBe(409);
    expect((await send('GET', `/creator/${row.id}`)).json<CreatorOverride>()).toEqual(row);
    const quote = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/points/calculate/${id}`,
      headers: authHeader(member.token),
    });
    expect(quote.json<CompletionQuote>().breakdown).toMatchObject({
      base: 10,
      creatorMultiplier: 1.5,
      points: 15,
    });
    const edits = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send('PUT', `/creator/${row.id}`, { multiplierBp: 20_000 + i, version: 1 }),
      ),
    );
    expect(edits.filter((edit) => edit.statusCode === 200)).toHaveLength(1);
    expect(edits.filter((edit) => edit.statusCode === 409)).toHaveLength(49);
    expect((await send('GET', `/creator/${row.id}`)).json<CreatorOverride>().version).toBe(2);
    expect((await send('DELETE', `/creator/${row.id}`)).json()).toEqual({ id: row.id, deleted: true });
    expect((await send('GET', `/creator/${row.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/creator/${row.id}`)).statusCode).toBe(404);
    expect(await auditActions('points.config.creator')).toEqual([
      'points.config.creator_created',
      'points.config.creator_updated',
      'points.config.creator_deleted',
    ]);
  });

  it('CRUDs an activity override by id; its base points and tier requirement decide the quote', async () => {
    const member = await createSignedInMember(suite.context);
    const id = await video({ pointsReward: 12 });
    const bad = await send('POST', '/content', { activityId: id, basePoints: -1 });
    expect(bad.statusCode).toBe(400);
    const created = await send('POST', '/content', { activityId: id, basePoints: 40 });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<ContentOverride>();
    expect(row).toMatchObject({
      basePoints: 40,
      allowRepeats: false,
      cooldownSeconds: null,
      requiredTier: null,
    });
    const quote = () =>
      suite.context.app.inject({
        method: 'GET',
        url: `/api/v1/activities/${id}/can-complete`,
        headers: authHeader(member.token),
      });
    expect((await quote()).json<CompletionQuote>().breakdown.base).toBe(40);
    const changed = await send('PUT', `/content/${row.id}`, {
      basePoints: null,
      requiredTier: 'GOLD',
      version: 1,
    });
    expect(changed.json<ContentOverride>()).toMatchObject({
      basePoints: null,
      requiredTier: 'GOLD',
      version: 2,
    });
    expect((await send('PUT', `/content/${row.id}`, { version: 1 })).statusCode).toBe(409);
    expect((await quote()).json<CompletionQuote>()).toMatchObject({
      reason: 'TIER_REQUIRED',
      breakdown: { base: 12 },
    });
    expect(
      (await send('GET', '/content')).json<{ items: ContentOverride[] }>().items.map((item) => item.id),
    ).toContain(row.id);
    expect((await send('DELETE', `/content/${row.id}`)).statusCode).toBe(200);
    expect((await quote()).json<CompletionQuote>().reason).not.toBe('TIER_REQUIRED');
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    expect((await send('GET', '/content', undefined, moderator.token)).statusCode).toBe(403);
    expect((await send('POST', '/preview', { draft: {} }, moderator.token)).statusCode).toBe(403);
  });
});

describe('draft preview', () => {
  it('shows each sample now and with the draft, writing nothing', async () => {
    const creator = await createSignedInMember(suite.context, { creator: true });
    const [category] = await suite.context.deps.db
      .insert(contentCategories)
      .values({ slug: `preview-${Date.now()}`, name: 'Preview category' })
      .returning();
    const categoryId = category?.id ?? '';
    await suite.context.deps.db
      .insert(pointsCategoryMultipliers)
      .values({ categoryId, multiplierBp: 20_000 });
    const plain = await video();
    const categorised = await video({ categoryId, creatorId: creator.id });
    const audited = (await auditActions('points.')).length;
    const versions = await suite.context.deps.db
      .select({ version: pointsGlobalConfig.version })
      .from(pointsGlobalConfig);
    const response = await send('POST', '/preview', {
      activityIds: [plain, categorised],
      tier: 'SILVER',
      draft: {
        global: { baseVideo: 20 },
        categories: [{ categoryId, multiplierBp: null }],
        creators: [{ creatorId: creator.id, multiplierBp: 30_000 }],
        content: [{ activityId: plain, values: { basePoints: 8 } }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ tier: string; items: PointsPreviewItem[] }>().items;
    const byId = new Map(items.map((item) => [item.activityId, item]));
    // SILVER is ×1.25 by default.
    expect(byId.get(plain)).toMatchObject({
      current: { base: 10, points: 13 },
      draft: { base: 8, points: 10 },
      delta: -3,
    });
    expect(byId.get(categorised)).toMatchObject({
      current: { base: 10, categoryMultiplier: 2, creatorMultiplier: 1, points: 25 },
      draft: { base: 20, categoryMultiplier: 1, creatorMultiplier: 3, points: 75 },
      delta: 50,
    });
    expect((await auditActions('points.')).length).toBe(audited);
    expect(
      await suite.context.deps.db.select({ version: pointsGlobalConfig.version }).from(pointsGlobalConfig),
    ).toEqual(versions);
    const multipliers = await suite.context.deps.db
      .select()
      .from(pointsCategoryMultipliers)
      .where(inArray(pointsCategoryMultipliers.categoryId, [categoryId]));
    expect(multipliers.map((row) => row.multiplierBp)).toEqual([20_000]);
    const unknown = await send('POST', '/preview', {
      activityIds: ['00000000-0000-4000-8000-000000000000'],
      draft: {},
    });
    expect(unknown.statusCode).toBe(404);
    const recent = await send('POST', '/preview', { draft: { global: { baseVideo: 11 } } });
    expect(recent.json<{ items: PointsPreviewItem[] }>().items.length).toBeGreaterThanOrEqual(2);
  });
});
