import type { QuizAuthoring, ReportGroupPage, ReportResolutionResult } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  type TestAdmin,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';
import { isHiddenByReports } from '../activities/activities.queries.js';
import { REPORTS_PER_MINUTE } from './reports.service.js';

const suite = useAdminSuite('MODERATOR');

async function publishedQuiz(on: TestContext, admin: TestAdmin): Promise<string> {
  const response = await on.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(admin.token),
    payload: sampleQuiz(),
  });
  return response.json<QuizAuthoring>().activityId;
}

function report(on: TestContext, member: TestMember, activityId: string, reason = 'SPAM_OR_MISLEADING') {
  return on.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/report`,
    headers: authHeader(member.token),
    payload: { reason, note: 'Looks like an advert' },
  });
}

function quizSummary(activityId: string) {
  return suite.context.app.inject({ method: 'GET', url: `/api/v1/activities/${activityId}/quiz` });
}

function resolve(activityId: string, action: string) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/reports/${activityId}/resolve`,
    headers: authHeader(suite.admin.token),
    payload: { action, note: 'Checked by staff' },
  });
}

async function reportByMany(activityId: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const member = await createSignedInMember(suite.context);
    expect((await report(suite.context, member, activityId)).statusCode).toBe(201);
  }
}

describe('reports', () => {
  it('refuses a second report by the same member', async () => {
    const id = await publishedQuiz(suite.context, suite.admin);
    const member = await createSignedInMember(suite.context);
    expect((await report(suite.context, member, id)).statusCode).toBe(201);
    const duplicate = await report(suite.context, member, id, 'OTHER');
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('REPORT_DUPLICATE');
    expect((await report(suite.context, member, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it(`counts a member's reports in PostgreSQL: ${REPORTS_PER_MINUTE} a minute under a parallel burst from many IPs`, async () => {
    const id = await publishedQuiz(suite.context, suite.admin);
    const member = await createSignedInMember(suite.context);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        suite.context.app.inject({
          method: 'POST',
          url: `/api/v1/activities/${id}/report`,
          remoteAddress: `192.0.2.${index + 1}`,
          headers: authHeader(member.token),
          payload: { reason: 'OTHER' },
        }),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(REPORTS_PER_MINUTE - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - REPORTS_PER_MINUTE);
  });

  it('hides an activity at the third distinct reporter and shows it again when dismissed, audited', async () => {
    const id = await publishedQuiz(suite.context, suite.admin);
    await reportByMany(id, 2);
    expect(await isHiddenByReports(suite.context.deps.db, id)).toBe(false);
    expect((await quizSummary(id)).statusCode).toBe(200);
    await reportByMany(id, 1);
    expect(await isHiddenByReports(suite.context.deps.db, id)).toBe(true);
    expect((await quizSummary(id)).statusCode).toBe(404);
    const detail = () => suite.context.app.inject({ method: 'GET', url: `/api/v1/activities/${id}` });
    expect((await detail()).statusCode).toBe(404);

    const listed = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reports?hiddenOnly=true',
      headers: authHeader(suite.admin.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const group = listed.json<ReportGroupPage>().items.find((item) => item.activityId === id);
    expect(group).toMatchObject({ hidden: true, reportCount: 3, status: 'PUBLISHED' });

    const dismissed = await resolve(id, 'DISMISS');
    expect(dismissed.json<ReportResolutionResult>()).toMatchObject({ resolvedCount: 3, hidden: false });
    expect((await quizSummary(id)).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(200);
    expect(errorOf(await resolve(id, 'DISMISS')).code).toBe('NO_OPEN_REPORTS');
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, 'content.reports_resolved')));
    expect(audit).toHaveLength(1);
  });

  it('removes reported content by archiving it', async () => {
    const id = await publishedQuiz(suite.context, suite.admin);
    await reportByMany(id, 1);
    const removed = await resolve(id, 'REMOVE_CONTENT');
    expect(removed.json<ReportResolutionResult>()).toMatchObject({ status: 'ARCHIVED', resolvedCount: 1 });
    expect(
      (await suite.context.app.inject({ method: 'GET', url: `/api/v1/activities/${id}` })).statusCode,
    ).toBe(404);
  });

  it('lets only moderators read reports', async () => {
    const member = await createSignedInMember(suite.context);
    const asMember = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reports',
      headers: authHeader(member.token),
    });
    expect(asMember.statusCode).toBe(401);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    const asAnalyst = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reports',
      headers: authHeader(analyst.token),
    });
    expect(asAnalyst.statusCode).toBe(403);
  });

  it('follows REPORT_AUTO_HIDE_THRESHOLD', async () => {
    const strict = await createAdminTestContext({ REPORT_AUTO_HIDE_THRESHOLD: '1' });
    try {
      const admin = await createSignedInAdmin(strict, 'CONTENT_MODERATOR');
      const id = await publishedQuiz(strict, admin);
      expect((await report(strict, await createSignedInMember(strict), id)).statusCode).toBe(201);
      expect(await isHiddenByReports(strict.deps.db, id)).toBe(true);
    } finally {
      await strict.close();
    }
  });
});
