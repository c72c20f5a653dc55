import type { AdminCreatorList, CreatorBanResult, CreatorProfileView } from '@streamit/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { activities } from '../activities/activities.schema.js';
import { createTestMember } from '../../../test/content.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { createCreatorWithProfile, publishVideo } from '../../../test/creator-profiles.test-support.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { authHeader } from '../../../test/moderation.test-support.js';

const suite = useAdminSuite('MODERATOR');

function act(
  userId: string,
  action: 'ban' | 'unban',
  payload: unknown = { reason: 'Repeated copyright strikes' },
  token = suite.admin.token,
) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/creators/${userId}/${action}`,
    headers: authHeader(token),
    payload: payload as Record<string, unknown>,
  });
}

async function statusesOf(ids: string[]) {
  const rows = await suite.context.deps.db
    .select({ id: activities.id, status: activities.status })
    .from(activities)
    .where(inArray(activities.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('POST /admin/creators/:id/ban and /unban', () => {
  it('bans: BANNED, published content unpublished, audited, emailed; unban restores exactly that', async () => {
    const { member, profile } = await createCreatorWithProfile(suite.context);
    const shown = await publishVideo(suite.context, member.userId, 3);
    const draft = await publishVideo(suite.context, member.userId, 0, 'DRAFT');
    const banned = await act(member.userId, 'ban');
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json<CreatorBanResult>()).toEqual({
      userId: member.userId,
      creatorStatus: 'BANNED',
      activityCount: 1,
    });
    expect(await statusesOf([shown.id, draft.id])).toEqual({ [shown.id]: 'ARCHIVED', [draft.id]: 'DRAFT' });
    const page = await suite.context.app.inject({ method: 'GET', url: `/api/v1/creators/${profile.handle}` });
    expect(page.statusCode).toBe(404);

    const view = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/users/creator-profile',
      headers: member.headers,
    });
    expect(view.json<CreatorProfileView>()).toMatchObject({
      creatorStatus: 'BANNED',
      ban: { reason: 'Repeated copyright strikes' },
    });
    const edit = await suite.context.app.inject({
      method: 'PUT',
      url: '/api/v1/users/creator-profile',
      headers: member.headers,
      payload: { handle: profile.handle, displayName: 'Still here' },
    });
    expect(edit.json()).toMatchObject({ error: { code: 'CREATOR_BANNED' } });

    const unbanned = await act(member.userId, 'unban', { reason: 'Appeal accepted' });
    expect(unbanned.json<CreatorBanResult>()).toEqual({
      userId: member.userId,
      creatorStatus: 'APPROVED',
      activityCount: 1,
    });
    expect(await statusesOf([shown.id, draft.id])).toEqual({ [shown.id]: 'PUBLISHED', [draft.id]: 'DRAFT' });
    const audit = await suite.context.deps.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.userId));
    expect(audit.map((row) => row.action).sort()).toEqual(['creator.ban', 'creator.unban']);
    const [user] = await suite.context.deps.db.select().from(users).where(eq(users.id, member.userId));
    const mails = await suite.context.deps.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user?.email ?? '')));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['creator-ban', 'creator-unban']);
  });

  it('does not republish content staff took down for another reason after the ban', async () => {
    const { member } = await createCreatorWithProfile(suite.context);
    const video = await publishVideo(suite.context, member.userId, 1);
    await act(member.userId, 'ban');
    await suite.context.deps.db
      .update(activities)
      .set({ status: 'REJECTED' })
      .where(eq(activities.id, video.id));
    const unbanned = await act(member.userId, 'unban', { reason: 'Appeal accepted' });
    expect(unbanned.json<CreatorBanResult>().activityCount).toBe(0);
    expect(await statusesOf([video.id])).toEqual({ [video.id]: 'REJECTED' });
  });

  it('answers 409 for a second ban or an unban of someone not banned, and bans once under 20 parallel calls', async () => {
    const { member } = await createCreatorWithProfile(suite.context);
    expect((await act(member.userId, 'unban')).json()).toMatchObject({
      error: { code: 'CREATOR_NOT_BANNED' },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(member.userId, 'ban')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('needs a reason, a known member and canManageCreators', async () => {
    const { member } = await createCreatorWithProfile(suite.context);
    expect((await act(member.userId, 'ban', { reason: ' ' })).statusCode).toBe(400);
    expect((await act('00000000-0000-4000-8000-000000000000', 'ban')).statusCode).toBe(404);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await act(member.userId, 'ban', undefined, analyst.token)).statusCode).toBe(403);
    const asMember = await createTestMember(suite.context);
    expect((await act(member.userId, 'ban', undefined, asMember.token)).statusCode).toBe(401);
    const [user] = await suite.context.deps.db.select().from(users).where(eq(users.id, member.userId));
    expect(user?.creatorStatus).toBe('APPROVED');
  });

  it('lists creators and banned members for staff, filtered by status', async () => {
    const { member, profile } = await createCreatorWithProfile(suite.context);
    await act(member.userId, 'ban', { reason: 'Spam' });
    const response = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/admin/creators?status=BANNED&q=${profile.handle}`,
      headers: authHeader(suite.admin.token),
    });
    expect(response.json<AdminCreatorList>().items).toEqual([
      expect.objectContaining({
        userId: member.userId,
        creatorStatus: 'BANNED',
        banReason: 'Spam',
        handle: profile.handle,
      }),
    ]);
  });
});
