import type {
  BulkModerationResult,
  CanvasViewIncrementResult,
  ModerationFeedback,
  ModerationQueuePage,
} from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  type TestAdmin,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { activities } from '../activities/activities.schema.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { createSubmittedQuiz, sampleQuiz } from '../../../test/quizzes.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';

const suite = useAdminSuite('CONTENT_MODERATOR');
let creator: TestMember;

beforeAll(async () => {
  creator = await createSignedInMember(suite.context, { creator: true });
});

async function submitCreatorQuiz(title = 'Baroque light'): Promise<string> {
  const quiz = await createSubmittedQuiz(suite.context, creator.token, sampleQuiz({ title }));
  return quiz.activityId;
}

function moderate(id: string, payload: Record<string, unknown>, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/content/${id}/moderate`,
    headers: authHeader(token),
    payload,
  });
}

function publicActivity(id: string) {
  return suite.context.app.inject({ method: 'GET', url: `/api/v1/activities/${id}` });
}

function auditRows(targetId: string, action: string) {
  return suite.context.deps.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, targetId), eq(adminAuditLog.action, action)));
}

describe('moderation queue and decisions', () => {
  it('lists pending creator content with filters and publishes it on approval, audited', async () => {
    const id = await submitCreatorQuiz();
    const queue = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/admin/content/moderation-queue?type=QUIZ&creatorId=${creator.id}`,
      headers: authHeader(suite.admin.token),
    });
    expect(queue.statusCode).toBe(200);
    const item = queue.json<ModerationQueuePage>().items.find((entry) => entry.id === id);
    expect(item).toMatchObject({ type: 'QUIZ', status: 'PENDING_REVIEW', creatorId: creator.id });
    expect(item?.media).toEqual({ thumbnailUrl: null, previewUrl: null, hlsUrl: null });
    const videos = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/content/moderation-queue?type=VIDEO',
      headers: authHeader(suite.admin.token),
    });
    expect(videos.json<ModerationQueuePage>().items.map((item) => item.id)).not.toContain(id);
    expect((await publicActivity(id)).statusCode).toBe(404);

    const approved = await moderate(id, { decision: 'APPROVE' });
    expect(approved.json()).toEqual({ id, decision: 'APPROVE', status: 'PUBLISHED' });
    expect((await publicActivity(id)).statusCode).toBe(200);
    const [audit] = await auditRows(id, 'content.moderated');
    expect(audit).toMatchObject({
      actorAdminId: suite.admin.id,
      details: { decision: 'APPROVE', to: 'PUBLISHED' },
    });
    expect(errorOf(await moderate(id, { decision: 'REJECT', reason: 'late' })).code).toBe(
      'CONTENT_NOT_PENDING',
    );
  });

  it('keeps a future publish date on approval (Coming Soon)', async () => {
    const id = await submitCreatorQuiz();
    const later = new Date(Date.now() + 86_400_000);
    await suite.context.deps.db.update(activities).set({ publishAt: later }).where(eq(activities.id, id));
    await moderate(id, { decision: 'APPROVE' });
    const shown = (await publicActivity(id)).json<{ comingSoon: boolean; publishAt: string }>();
    expect(shown).toMatchObject({ comingSoon: true, publishAt: later.toISOString() });
  });

  it('needs a reason to reject or request changes, and shows it to the creator', async () => {
    const rejected = await submitCreatorQuiz('Rejected quiz');
    const changes = await submitCreatorQuiz('Needs work');
    expect((await moderate(rejected, { decision: 'REJECT' })).statusCode).toBe(400);
    expect(
      (await moderate(rejected, { decision: 'REJECT', reason: 'Answers are wrong' })).json(),
    ).toMatchObject({
      status: 'REJECTED',
    });
    const asked = await moderate(changes, { decision: 'REQUEST_CHANGES', reason: 'Please cite sources' });
    expect(asked.json()).toMatchObject({ status: 'DRAFT' });
    expect((await publicActivity(rejected)).statusCode).toBe(404);
    const feedback = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/creator/moderation-feedback',
      headers: authHeader(creator.token),
    });
    expect(feedback.json<ModerationFeedback>().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ activityId: rejected, decision: 'REJECT', reason: 'Answers are wrong' }),
        expect.objectContaining({ activityId: changes, decision: 'REQUEST_CHANGES', status: 'DRAFT' }),
      ]),
    );
    expect(await auditRows(changes, 'content.moderated')).toHaveLength(1);
  });

  it('moderates in bulk, item by item', async () => {
    const [one, two] = [await submitCreatorQuiz('Bulk one'), await submitCreatorQuiz('Bulk two')];
    await moderate(two, { decision: 'APPROVE' });
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content/bulk-moderate',
      headers: authHeader(suite.admin.token),
      payload: { ids: [one, two], decision: 'APPROVE' },
    });
    expect(response.json<BulkModerationResult>().results).toEqual([
      { id: one, ok: true, status: 'PUBLISHED', error: null },
      { id: two, ok: false, status: null, error: 'CONTENT_NOT_PENDING' },
    ]);
    expect((await publicActivity(one)).statusCode).toBe(200);
  });

  it('refuses members (401) and staff without canModerateContent (403)', async () => {
    const id = await submitCreatorQuiz();
    const asMember = await moderate(id, { decision: 'APPROVE' }, creator.token);
    expect(asMember.statusCode).toBe(401);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await moderate(id, { decision: 'APPROVE' }, analyst.token)).statusCode).toBe(403);
    const queue = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/content/moderation-queue',
      headers: authHeader(analyst.token),
    });
    expect(queue.statusCode).toBe(403);
    expect((await publicActivity(id)).statusCode).toBe(404);
  });
});

describe('canvas view increment', () => {
  let viewMinter: TestAdmin;
  beforeAll(async () => {
    viewMinter = await createSignedInAdmin(suite.context, 'ADMIN');
  });
  function increment(key: string | null, payload: Record<string, unknown>, token = viewMinter.token) {
    return suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/trigger-canvas-view-increment',
      headers: { ...authHeader(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  }

  it('refuses staff below ADMIN with 403, whatever their flags, and adds nothing', async () => {
    const id = await submitCreatorQuiz('Canvas refused');
    const body = { activityId: id, increment: 5, reason: 'Exhibition visitors' };
    for (const role of ['CONTENT_MODERATOR', 'MODERATOR', 'ANALYST'] as const) {
      const staff = await createSignedInAdmin(suite.context, role);
      const refused = await increment(`refused-${role}`, body, staff.token);
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await increment('allowed-super', body, (await createSignedInAdmin(suite.context)).token)).statusCode,
    ).toBe(200);
    const [row] = await suite.context.deps.db.select().from(activities).where(eq(activities.id, id));
    expect(row).toMatchObject({ viewCount: 5, manualViewCount: 5 });
  });

  it('adds views once per idempotency key, audited, and refuses the key with other data', async () => {
    const id = await submitCreatorQuiz('Canvas');
    const body = { activityId: id, increment: 25, reason: 'Exhibition visitors, 14 Nov' };
    expect(errorOf(await increment(null, body)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const first = await increment('exhibition-2026-11-14', body);
    expect(first.statusCode).toBe(200);
    expect(first.json<CanvasViewIncrementResult>()).toMatchObject({
      activityId: id,
      increment: 25,
      viewCount: 25,
    });
    const again = await increment('exhibition-2026-11-14', body);
    expect(again.json()).toEqual(first.json());
    const reused = await increment('exhibition-2026-11-14', { ...body, increment: 30 });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const [row] = await suite.context.deps.db.select().from(activities).where(eq(activities.id, id));
    // Marked as manual: every one of these views is staff-minted and pays nothing.
    expect(row).toMatchObject({ viewCount: 25, manualViewCount: 25 });
    expect(await auditRows(id, 'content.view_count_incremented')).toHaveLength(1);
    const member = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/trigger-canvas-view-increment',
      headers: { ...authHeader(creator.token), 'idempotency-key': 'member-try-1' },
      payload: body,
    });
    expect(member.statusCode).toBe(401);
  });
});
