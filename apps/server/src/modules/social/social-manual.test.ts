import type { SocialClaim, SocialClaimList, SocialRequirements, SocialTask } from '@streamit/contract';
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
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { pointsPostings } from '../points/points-ledger.schema.js';
import { createTask, verify } from '../../../test/social.test-support.js';
import { totalPointsOf } from '../../../test/points.test-support.js';

let context: TestContext;
let staff: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext();
  staff = await createSignedInAdmin(context);
});
afterAll(() => context.close());

function submit(member: TestMember, payload: Record<string, unknown>) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/social/follow/manual-verify',
    headers: authHeader(member.token),
    payload,
  });
}

function decide(claimId: string, payload: Record<string, unknown>, token = staff.token) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/social-tasks/claims/${claimId}/decision`,
    headers: authHeader(token),
    payload,
  });
}

async function pendingClaim(task: SocialTask, member: TestMember): Promise<SocialClaim> {
  expect(
    (await submit(member, { taskId: task.id, evidenceText: 'I follow @StreamItHQ as @me' })).statusCode,
  ).toBe(202);
  const queue = await context.app.inject({
    url: `/api/v1/admin/social-tasks/claims?taskId=${task.id}`,
    headers: authHeader(staff.token),
  });
  const claim = queue.json<SocialClaimList>().items.find((item) => item.userId === member.id);
  if (!claim) throw new Error('claim not queued');
  return claim;
}

const balanceOf = (userId: string) => totalPointsOf(context, userId);

/** The social-claim e-mails in the outbox for a member. */
async function decisionEmailsTo(member: TestMember) {
  const [user] = await context.deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, member.id));
  const rows = await context.deps.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ''));
  return rows.filter((row) => row.kind.startsWith('social-claim-'));
}

describe('social tasks without X: the manual review queue', () => {
  it('sends verify to manual review, takes evidence, and staff approve it once through the ledger', async () => {
    const task = await createTask(context, staff.token, { points: 15 });
    const member = await createSignedInMember(context);
    expect(errorOf(await verify(context, member, task)).code).toBe('SOCIAL_MANUAL_REVIEW_REQUIRED');
    const requirements = await context.app.inject({
      url: '/api/v1/social/requirements',
      headers: authHeader(member.token),
    });
    expect(requirements.json<SocialRequirements>().mode).toBe('MANUAL');
    expect((await submit(member, { taskId: task.id })).statusCode).toBe(400);
    const claim = await pendingClaim(task, member);
    expect(claim).toMatchObject({ state: 'PENDING_REVIEW', evidenceText: 'I follow @StreamItHQ as @me' });
    expect(errorOf(await submit(member, { taskId: task.id, evidenceText: 'again' })).code).toBe(
      'SOCIAL_TASK_PENDING_REVIEW',
    );
    const decisions = await Promise.all(
      Array.from({ length: 50 }, () => decide(claim.id, { decision: 'APPROVE' })),
    );
    expect(decisions.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(new Set(decisions.filter((r) => r.statusCode !== 200).map((r) => errorOf(r).code))).toEqual(
      new Set(['SOCIAL_CLAIM_NOT_PENDING']),
    );
    expect(await balanceOf(member.id)).toBe(15);
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, claim.id));
    expect(audit.map((row) => row.action)).toEqual(['social.claim_approved']);
    // One e-mail for the one decision that went through, whatever the 29 refused ones did.
    const emails = await decisionEmailsTo(member);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain('your social task was approved');
  });

  it('rejects with a reason the member reads, and takes new evidence after it', async () => {
    const task = await createTask(context, staff.token);
    const member = await createSignedInMember(context);
    const claim = await pendingClaim(task, member);
    expect((await decide(claim.id, { decision: 'REJECT' })).statusCode).toBe(400);
    const rejected = await decide(claim.id, {
      decision: 'REJECT',
      reason: 'The link does not show a follow.',
    });
    expect(rejected.json<SocialClaim>()).toMatchObject({
      state: 'REJECTED',
      reason: 'The link does not show a follow.',
    });
    const requirements = await context.app.inject({
      url: '/api/v1/social/requirements',
      headers: authHeader(member.token),
    });
    expect(requirements.json<SocialRequirements>().tasks.find((item) => item.id === task.id)).toMatchObject({
      state: 'REJECTED',
      reason: 'The link does not show a follow.',
    });
    expect(
      (await submit(member, { taskId: task.id, evidenceUrl: 'https://x.com/me/following' })).statusCode,
    ).toBe(202);
    expect(await balanceOf(member.id)).toBe(0);
    const [email] = await decisionEmailsTo(member);
    expect(email?.kind).toBe('social-claim-rejected');
    expect(email?.text).toContain('Reason: The link does not show a follow.');
  });

  it('lets staff bypass with a reason, paid once and audited; members cannot', async () => {
    const task = await createTask(context, staff.token, { points: 20 });
    const member = await createSignedInMember(context);
    const bypass = (payload: Record<string, unknown>, token = staff.token) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/social/follow/twitter/bypass',
        headers: authHeader(token),
        payload,
      });
    expect((await bypass({ taskId: task.id, userId: member.id, reason: 'hi' })).statusCode).toBe(400);
    expect([401, 403]).toContain(
      (await bypass({ taskId: task.id, userId: member.id, reason: 'Support case 42' }, member.token))
        .statusCode,
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        bypass({ taskId: task.id, userId: member.id, reason: 'Support case 42' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(20);
    const claim = responses.find((response) => response.statusCode === 200)?.json<SocialClaim>();
    expect(claim).toMatchObject({ state: 'VERIFIED', verifiedVia: 'BYPASS', reason: 'Support case 42' });
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'social.bypass'), eq(adminAuditLog.targetId, claim?.id ?? '')));
    expect(audit).toHaveLength(1);
    const postings = await context.deps.db
      .select()
      .from(pointsPostings)
      .where(eq(pointsPostings.idempotencyKey, `social:${task.id}:${member.id}`));
    expect(postings).toHaveLength(1);
  });
});

describe('social task administration', () => {
  it('validates targets and windows, versions updates and audits them', async () => {
    const post = (payload: Record<string, unknown>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/admin/social-tasks',
        headers: authHeader(staff.token),
        payload,
      });
    expect((await post({ kind: 'LIKE', title: 'Like', target: 'not-a-post', points: 5 })).statusCode).toBe(
      400,
    );
    expect((await post({ kind: 'FOLLOW', title: 'Follow', target: 'ok_name', points: 0 })).statusCode).toBe(
      400,
    );
    const window = { startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    expect(
      (await post({ kind: 'FOLLOW', title: 'Follow', target: 'ok_name', points: 5, ...window })).statusCode,
    ).toBe(400);
    const bad = await post({ kind: 'LIKE', title: 'Like', target: 'https://x.com/StreamItHQ', points: 5 });
    const detail = bad.json<{ error: { details: { path: string; message: string }[] } }>().error.details[0];
    expect(detail?.path).toBe('target');
    expect(detail?.message).toContain('a post link (x.com/…/status/…) or its id');
    const pasted = await createTask(context, staff.token, {
      kind: 'RETWEET',
      target: 'https://twitter.com/StreamItHQ/status/1790000000000000001?s=20',
    });
    expect(pasted.target).toBe('1790000000000000001');
    const task = await createTask(context, staff.token, { target: 'https://x.com/StreamItHQ' });
    expect(task.target).toBe('StreamItHQ');
    const put = (version: number) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/social-tasks/${task.id}`,
        headers: authHeader(staff.token),
        payload: {
          kind: 'FOLLOW',
          title: 'Follow us',
          target: 'StreamItHQ',
          points: 50,
          active: false,
          version,
        },
      });
    const [first, second] = await Promise.all([put(1), put(1)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, task.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['social.task_created', 'social.task_updated']);
    const list = await context.app.inject({
      url: '/api/v1/admin/social-tasks',
      headers: authHeader(staff.token),
    });
    expect(list.json<{ items: SocialTask[] }>().items.find((item) => item.id === task.id)).toMatchObject({
      active: false,
      points: 50,
      version: 2,
    });
  });

  it('is closed to members and to staff without canManagePoints', async () => {
    const member = await createSignedInMember(context);
    const asMember = await context.app.inject({
      url: '/api/v1/admin/social-tasks',
      headers: authHeader(member.token),
    });
    expect(asMember.statusCode).toBe(401);
    const moderator = await createSignedInAdmin(context, 'MODERATOR');
    const asModerator = await context.app.inject({
      url: '/api/v1/admin/social-tasks',
      headers: authHeader(moderator.token),
    });
    expect(asModerator.statusCode).toBe(403);
  });
});
