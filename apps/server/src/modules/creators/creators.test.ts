import type { CreatorApplication, CreatorApplicationStatusView, ProfileResponse } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { users } from '../members/members.schema.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { insertApplication } from './creator-applications.repository.js';
import { creatorApplications } from './creator-applications.schema.js';
import { applied, apply, review, sampleApplication } from '../../../test/creators.test-support.js';

const suite = useAdminSuite('MODERATOR');

function memberGet(token: string, path: string) {
  return suite.context.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: authHeader(token) });
}

function resubmit(
  token: string,
  body = sampleApplication({ bio: 'Murals, now with a full series plan attached.' }),
) {
  return suite.context.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/creator-application',
    headers: authHeader(token),
    payload: body,
  });
}

async function creatorFieldsOf(userId: string) {
  const [row] = await suite.context.deps.db
    .select({ isContentCreator: users.isContentCreator, creatorStatus: users.creatorStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('creator applications: applying', () => {
  it.each([
    ['a non-http link', { sampleLink: 'javascript:alert(1)' }],
    ['a portfolio link that is not a URL', { portfolioLinks: ['not a link'] }],
    [
      'six portfolio links',
      { portfolioLinks: Array.from({ length: 6 }, (_, i) => `https://a.example.com/${i}`) },
    ],
    ['an unknown country', { country: 'XX' }],
    ['no agreement', { agreementAccepted: false }],
    ['no content format', { contentFormats: [] }],
    ['a repeated content format', { contentFormats: ['LONG_FORM', 'LONG_FORM'] }],
    ['a short bio', { bio: 'Hi' }],
  ] as const)('refuses %s with 400 and writes nothing', async (_name, override) => {
    const member = await createSignedInMember(suite.context);
    const response = await apply(suite.context, member, sampleApplication(override as never));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect((await memberGet(member.token, '/auth/creator-application')).statusCode).toBe(404);
  });

  it('accepts one of 50 parallel applications by the same member (one 201, 49 × 409)', async () => {
    const member = await createSignedInMember(suite.context);
    const burst = await Promise.all(Array.from({ length: 50 }, () => apply(suite.context, member)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      burst.filter((r) => r.statusCode === 409).every((r) => errorOf(r).code === 'CREATOR_APPLICATION_OPEN'),
    ).toBe(true);
    const rows = await suite.context.deps.db
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(await creatorFieldsOf(member.id)).toEqual({ isContentCreator: false, creatorStatus: 'PENDING' });
  });

  it('keeps one open application per member in PostgreSQL itself (the partial unique index)', async () => {
    const member = await createSignedInMember(suite.context);
    const row = { userId: member.id, ...sampleApplication(), agreementAcceptedAt: new Date() };
    expect(await insertApplication(suite.context.deps.db, row)).toBeDefined();
    expect(
      await insertApplication(suite.context.deps.db, { ...row, status: 'CHANGES_REQUESTED' }),
    ).toBeUndefined();
    expect(await insertApplication(suite.context.deps.db, { ...row, status: 'REJECTED' })).toBeDefined();
  });

  it('refuses a BANNED member and an existing creator', async () => {
    const banned = await createSignedInMember(suite.context);
    await suite.context.deps.db.update(users).set({ creatorStatus: 'BANNED' }).where(eq(users.id, banned.id));
    const refused = await apply(suite.context, banned);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('CREATOR_BANNED');
    const status = await memberGet(banned.token, '/auth/creator-application-status');
    expect(status.json<CreatorApplicationStatusView>()).toMatchObject({
      canApply: false,
      creatorStatus: 'BANNED',
    });
    const creator = await createSignedInMember(suite.context, { creator: true });
    expect(errorOf(await apply(suite.context, creator)).code).toBe('CREATOR_ALREADY_APPROVED');
  });

  it('lets a member see their latest application, its status and their history', async () => {
    const member = await createSignedInMember(suite.context);
    const before = await memberGet(member.token, '/auth/creator-application-status');
    expect(before.json<CreatorApplicationStatusView>()).toMatchObject({ canApply: true, application: null });
    const created = await applied(suite.context, member);
    expect(created).toMatchObject({
      status: 'PENDING',
      country: 'SA',
      contentFormats: ['SHORT_FORM', 'SERIES_EDUCATIONAL'],
    });
    const latest = await memberGet(member.token, '/auth/creator-application');
    expect(latest.json<CreatorApplication>().id).toBe(created.id);
    const status = (
      await memberGet(member.token, '/auth/creator-application-status')
    ).json<CreatorApplicationStatusView>();
    expect(status).toMatchObject({
      canApply: false,
      creatorStatus: 'PENDING',
      application: { id: created.id },
    });
    const history = await memberGet(member.token, '/auth/creator-applications');
    expect(history.json<{ items: CreatorApplication[] }>().items.map((item) => item.id)).toEqual([
      created.id,
    ]);
  });
});

describe('creator applications: the state machine over HTTP', () => {
  it('PENDING → CHANGES_REQUESTED → (resubmit) PENDING → APPROVED; the member becomes a creator', async () => {
    const member = await createSignedInMember(suite.context);
    const created = await applied(suite.context, member);
    expect((await resubmit(member.token)).statusCode).toBe(409);
    const changes = await review(
      suite.context,
      suite.admin.token,
      created.id,
      'REQUEST_CHANGES',
      'Add a longer sample',
    );
    expect(changes.json<CreatorApplication>()).toMatchObject({
      status: 'CHANGES_REQUESTED',
      reason: 'Add a longer sample',
    });
    expect(errorOf(await apply(suite.context, member)).code).toBe('CREATOR_APPLICATION_OPEN');
    expect(errorOf(await review(suite.context, suite.admin.token, created.id, 'APPROVE')).code).toBe(
      'CREATOR_APPLICATION_WRONG_STATE',
    );
    const resubmitted = await resubmit(member.token);
    expect(resubmitted.json<CreatorApplication>()).toMatchObject({ status: 'PENDING', id: created.id });
    expect(resubmitted.json<CreatorApplication>().bio).toContain('series plan');
    const approved = await review(suite.context, suite.admin.token, created.id, 'APPROVE', '');
    expect(approved.json<CreatorApplication>()).toMatchObject({
      status: 'APPROVED',
      reapplyAllowedAfter: null,
    });
    expect(await creatorFieldsOf(member.id)).toEqual({ isContentCreator: true, creatorStatus: 'APPROVED' });
    const profile = await memberGet(member.token, '/auth/profile');
    expect(profile.json<ProfileResponse>().user).toMatchObject({
      isContentCreator: true,
      creatorStatus: 'APPROVED',
    });
    for (const decision of ['APPROVE', 'REJECT', 'REQUEST_CHANGES']) {
      expect(errorOf(await review(suite.context, suite.admin.token, created.id, decision)).code).toBe(
        'CREATOR_APPLICATION_WRONG_STATE',
      );
    }
    expect((await resubmit(member.token)).statusCode).toBe(409);
  });

  it('REJECTED needs a reason, starts the cool-off, and is final; after the cool-off the member may apply again', async () => {
    const member = await createSignedInMember(suite.context);
    const created = await applied(suite.context, member);
    const noReason = await review(suite.context, suite.admin.token, created.id, 'REJECT', '');
    expect(noReason.statusCode).toBe(400);
    const rejected = await review(
      suite.context,
      suite.admin.token,
      created.id,
      'REJECT',
      'Not enough original work yet',
    );
    const body = rejected.json<CreatorApplication>();
    expect(body.status).toBe('REJECTED');
    const days = (Date.parse(body.reapplyAllowedAfter ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(await creatorFieldsOf(member.id)).toEqual({ isContentCreator: false, creatorStatus: 'REJECTED' });
    expect(errorOf(await apply(suite.context, member)).code).toBe('CREATOR_APPLICATION_COOL_OFF');
    expect((await resubmit(member.token)).statusCode).toBe(409);
    const status = (
      await memberGet(member.token, '/auth/creator-application-status')
    ).json<CreatorApplicationStatusView>();
    expect(status).toMatchObject({ canApply: false, reapplyAllowedAfter: body.reapplyAllowedAfter });
    await suite.context.deps.db
      .update(creatorApplications)
      .set({ reapplyAllowedAfter: sql`now() - interval '1 second'` })
      .where(eq(creatorApplications.id, created.id));
    const again = await applied(suite.context, member);
    expect(again.id).not.toBe(created.id);
    const history = await memberGet(member.token, '/auth/creator-applications');
    expect(history.json<{ items: CreatorApplication[] }>().items.map((item) => item.status)).toEqual([
      'PENDING',
      'REJECTED',
    ]);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await review(
      suite.context,
      suite.admin.token,
      '00000000-0000-4000-8000-000000000000',
      'APPROVE',
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('CREATOR_APPLICATION_NOT_FOUND');
  });
});
