import type { SocialRequirements, SocialVerifyResult } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startXApiTestServer, type XApiTestServer } from '../../../test/x-api-test-server.js';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { pointsPostings } from '../points/points-ledger.schema.js';
import { recheckEngagements } from './social-recheck.service.js';
import { socialTaskClaims } from './social.schema.js';
import { createTask, createXMember, verify } from '../../../test/social.test-support.js';
import { totalPointsOf } from '../../../test/points.test-support.js';

let context: TestContext;
let staff: TestAdmin;
let x: XApiTestServer;

beforeAll(async () => {
  x = await startXApiTestServer();
  x.addUser({ id: '100', username: 'StreamItHQ', name: 'StreamIt' });
  x.addPost({ id: '9001', text: 'Watch and earn on StreamIt', authorId: '100' });
  // A zero cache keeps every verify asking X, as the tests change X between calls.
  context = await createAdminTestContext({ ...x.env, X_API_CACHE_SECONDS: '0' });
  staff = await createSignedInAdmin(context);
});
afterAll(async () => {
  await context.close();
  await x.stop();
});

const balanceOf = (userId: string) => totalPointsOf(context, userId);

function socialPostings(taskId: string, userId: string) {
  return context.deps.db
    .select()
    .from(pointsPostings)
    .where(
      and(
        eq(pointsPostings.source, 'social'),
        eq(pointsPostings.idempotencyKey, `social:${taskId}:${userId}`),
      ),
    );
}

describe('social tasks verified through the X API', () => {
  it('asks a member without a linked X account to link it', async () => {
    const task = await createTask(context, staff.token);
    const member = await createSignedInMember(context);
    const response = await verify(context, member, task);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('SOCIAL_X_NOT_LINKED');
    const requirements = await context.app.inject({
      url: '/api/v1/social/requirements',
      headers: authHeader(member.token),
    });
    expect(requirements.json<SocialRequirements>()).toMatchObject({
      mode: 'X_API',
      xLinked: false,
    });
  });

  it('answers "not yet" until the member follows, then pays once through the ledger', async () => {
    const task = await createTask(context, staff.token, { points: 40 });
    const member = await createXMember(context);
    const early = await verify(context, member, task);
    expect(errorOf(early).code).toBe('SOCIAL_NOT_YET');
    x.follow(member.xId, '100');
    const response = await verify(context, member, task);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<SocialVerifyResult>();
    expect(result.task).toMatchObject({ state: 'VERIFIED', pointsAwarded: 40 });
    expect(result.balance).toBe(40);
    expect(await balanceOf(member.id)).toBe(40);
    const [posting] = await socialPostings(task.id, member.id);
    expect(posting).toMatchObject({
      kind: 'earn',
      reason: 'Social task "Follow StreamIt"',
      reasonCode: 'socialTask',
      reasonValues: { title: 'Follow StreamIt' },
    });
    expect(posting?.breakdown).toMatchObject({ base: 40, points: 40, socialTaskId: task.id });
    const again = await verify(context, member, task);
    expect(errorOf(again).code).toBe('SOCIAL_TASK_ALREADY_DONE');
    const follows = await context.app.inject({
      url: '/api/v1/social/follows',
      headers: authHeader(member.token),
    });
    expect(follows.json<{ items: { account: string }[] }>().items).toEqual([
      expect.objectContaining({ account: 'StreamItHQ' }),
    ]);
  });

  it('50 parallel verify calls award exactly once', async () => {
    const task = await createTask(context, staff.token, {
      kind: 'LIKE',
      title: 'Like the launch',
      target: '9001',
      points: 25,
    });
    const member = await createXMember(context);
    x.like(member.xId, '9001');
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(context, member, task)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(
      responses.filter((response) => response.statusCode === 409).map((response) => errorOf(response).code),
    ).toEqual(Array.from({ length: 49 }, () => 'SOCIAL_TASK_ALREADY_DONE'));
    expect(await socialPostings(task.id, member.id)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(25);
  });

  it('holds the global cap of completions when 12 members verify at once', async () => {
    const task = await createTask(context, staff.token, {
      kind: 'RETWEET',
      title: 'Repost',
      target: '9001',
      points: 10,
      maxCompletions: 5,
    });
    const members = await Promise.all(Array.from({ length: 12 }, () => createXMember(context)));
    for (const member of members) x.retweet(member.xId, '9001');
    const responses = await Promise.all(members.map((member) => verify(context, member, task)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(5);
    const refused = responses
      .filter((response) => response.statusCode !== 200)
      .map((response) => errorOf(response).code);
    expect(new Set(refused)).toEqual(new Set(['SOCIAL_TASK_FULL']));
    const claims = await context.deps.db
      .select()
      .from(socialTaskClaims)
      .where(eq(socialTaskClaims.taskId, task.id));
    expect(claims).toHaveLength(5);
  });

  it('refuses the wrong kind, a closed task and a tier above the member', async () => {
    const member = await createXMember(context);
    const like = await createTask(context, staff.token, { kind: 'LIKE', target: '9001' });
    expect(errorOf(await verify(context, member, { ...like, kind: 'FOLLOW' })).code).toBe(
      'SOCIAL_TASK_KIND_MISMATCH',
    );
    const ended = await createTask(context, staff.token, {
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-02T00:00:00Z',
    });
    expect(errorOf(await verify(context, member, ended)).code).toBe('SOCIAL_TASK_NOT_OPEN');
    const gold = await createTask(context, staff.token, { minTier: 'GOLD' });
    expect(errorOf(await verify(context, member, gold)).code).toBe('SOCIAL_TIER_REQUIRED');
    const requirements = await context.app.inject({
      url: '/api/v1/social/requirements',
      headers: authHeader(member.token),
    });
    const tasks = requirements.json<SocialRequirements>().tasks;
    expect(tasks.find((task) => task.id === ended.id)).toMatchObject({
      state: 'EXPIRED',
      blockedReason: 'ENDED',
    });
    expect(tasks.find((task) => task.id === gold.id)).toMatchObject({
      state: 'TO_DO',
      blockedReason: 'TIER_REQUIRED',
    });
  });

  it('answers 429 with Retry-After when X rate-limits, without calling X again', async () => {
    const task = await createTask(context, staff.token, { kind: 'LIKE', target: '9001' });
    const member = await createXMember(context);
    const resetAt = Math.floor(Date.now() / 1000) + 120;
    x.limit('liked_tweets', 0, resetAt);
    const before = x.requests.length;
    const responses = await Promise.all([verify(context, member, task), verify(context, member, task)]);
    for (const response of responses) {
      expect(response.statusCode).toBe(429);
      expect(errorOf(response).code).toBe('SOCIAL_X_RATE_LIMITED');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(100);
    }
    expect(x.requests.length - before).toBeLessThanOrEqual(1);
    x.limit('liked_tweets', 1_000_000, resetAt);
  });

  it('shows the post of a like task', async () => {
    const task = await createTask(context, staff.token, { kind: 'LIKE', target: '9001' });
    const member = await createSignedInMember(context);
    const response = await context.app.inject({
      url: `/api/v1/social/tweet-details?taskId=${task.id}`,
      headers: authHeader(member.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: '9001',
      text: 'Watch and earn on StreamIt',
      author: { username: 'StreamItHQ' },
    });
  });

  it('reverses the reward of an undone engagement through the ledger, audited and emailed', async () => {
    const task = await createTask(context, staff.token, { title: 'Follow for the re-check', points: 30 });
    const [kept, undone] = [await createXMember(context), await createXMember(context)];
    for (const member of [kept, undone]) {
      x.follow(member.xId, '100');
      expect((await verify(context, member, task)).statusCode).toBe(200);
    }
    x.unfollow(undone.xId, '100');
    const summary = await recheckEngagements(context.deps, 1000);
    expect(summary.reversed).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(undone.id)).toBe(0);
    expect(await balanceOf(kept.id)).toBe(30);
    const postings = await context.deps.db
      .select()
      .from(pointsPostings)
      .where(eq(pointsPostings.idempotencyKey, `social-reverse:${task.id}:${undone.id}`));
    expect(postings).toEqual([
      expect.objectContaining({
        kind: 'reverse',
        fraudReversal: true,
        reason: 'You no longer follow the account for the social task "Follow for the re-check"',
        reasonCode: 'unfollowed',
        reasonValues: { title: 'Follow for the re-check' },
      }),
    ]);
    const [claim] = await context.deps.db
      .select()
      .from(socialTaskClaims)
      .where(and(eq(socialTaskClaims.taskId, task.id), eq(socialTaskClaims.userId, undone.id)));
    expect(claim).toMatchObject({ state: 'REVERSED', reversalPostingId: postings[0]?.id });
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, claim?.id ?? ''));
    expect(audit.map((row) => row.action)).toEqual(['social.reward_reversed']);
    const emails = await context.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'social-reversal'));
    expect(emails).toHaveLength(1);
    // A second run finds nothing more to take back: the reversal happens once.
    expect((await recheckEngagements(context.deps, 1000)).reversed).toBe(0);
  });

  it('tells a member who reads Arabic of a reversed reward in Arabic', async () => {
    const task = await createTask(context, staff.token, { title: 'تابع الحساب' });
    const member = await createXMember(context);
    const [reader] = await context.deps.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.id, member.id))
      .returning({ email: users.email });
    x.follow(member.xId, '100');
    expect((await verify(context, member, task)).statusCode).toBe(200);
    x.unfollow(member.xId, '100');
    await recheckEngagements(context.deps, 1000);
    const [email] = await context.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'social-reversal'), eq(emailOutbox.toAddress, reader?.email ?? '')));
    expect(email?.subject).toContain('سُحبت مكافأة مهمة اجتماعية');
    expect(email?.textBody).toContain('لم تعد تتابع الحساب في المهمة الاجتماعية «تابع الحساب»');
    expect(email?.htmlBody).toContain('dir="rtl"');
  });

  it('falls back to manual review when X refuses the token', async () => {
    const task = await createTask(context, staff.token);
    const member = await createXMember(context);
    x.setRevoked(true);
    const response = await verify(context, member, task);
    expect(errorOf(response).code).toBe('SOCIAL_MANUAL_REVIEW_REQUIRED');
    const requirements = await context.app.inject({
      url: '/api/v1/social/requirements',
      headers: authHeader(member.token),
    });
    expect(requirements.json<SocialRequirements>().mode).toBe('MANUAL');
    const manual = await context.app.inject({
      method: 'POST',
      url: '/api/v1/social/follow/manual-verify',
      headers: authHeader(member.token),
      payload: { taskId: task.id, evidenceUrl: 'https://x.com/me/following' },
    });
    expect(manual.statusCode, manual.body).toBe(202);
    x.setRevoked(false);
  });
});
