import type { AdminDashboard } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTaskAndWait } from '../../../test/task-runs.test-support.js';
import { createSignedInAdmin, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { users } from '../members/members.schema.js';
import { grantPoints } from '../../../test/wallet-exchange.test-support.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { createTask } from '../../../test/social.test-support.js';
import { dailyStats, jobRuns } from './ops.schema.js';

const suite = useAdminSuite('ADMIN');

beforeAll(async () => {
  await createSignedInMember(suite.context);
  await createSignedInMember(suite.context);
});

async function dashboardAs(token: string): Promise<AdminDashboard> {
  const response = await injectAs(suite.context.app, token, {
    method: 'GET',
    url: '/api/v1/admin/dashboard',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminDashboard>();
}

describe('GET /admin/dashboard', () => {
  it('shows every figure to an ADMIN, current before the hourly task ever ran, each linking to its screen', async () => {
    const dashboard = await dashboardAs(suite.admin.token);
    const [members] = await suite.context.deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(dashboard.kpis.map((kpi) => kpi.key)).toEqual([
      'members',
      'newSignups',
      'activeToday',
      'watchHours',
      'pointsIssued',
      'pointsSpent',
      'pendingModeration',
      'pendingExchanges',
      'pendingSocialClaims',
      'pendingCreatorApplications',
      'openTickets',
      'failedJobs',
    ]);
    expect(dashboard.kpis[0]).toEqual({
      key: 'members',
      value: members?.count,
      previous: 0,
      href: '/admin/users',
    });
    expect(dashboard.kpis[1]).toMatchObject({ value: members?.count, previous: 0 });
    expect(dashboard.series.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.now() - Date.parse(dashboard.statsComputedAt ?? '')).toBeLessThan(60_000);
    await runTaskAndWait(suite.context.app, suite.admin.token, 'daily-stats');
    expect((await dashboardAs(suite.admin.token)).series).toHaveLength(31);
  });

  it("counts points a member earned once today's figures are a minute old", async () => {
    const pointsIssued = async () =>
      (await dashboardAs(suite.admin.token)).kpis.find((kpi) => kpi.key === 'pointsIssued')?.value ?? 0;
    const before = await pointsIssued();
    const member = await createSignedInMember(suite.context);
    await grantPoints(suite.context, member.id, 75);
    await suite.context.deps.db.update(dailyStats).set({ computedAt: sql`now() - interval '61 seconds'` });
    const dashboard = await dashboardAs(suite.admin.token);
    expect(dashboard.kpis.find((kpi) => kpi.key === 'pointsIssued')?.value).toBe(before + 75);
    expect(dashboard.kpis.find((kpi) => kpi.key === 'activeToday')?.value).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(dashboard.statsComputedAt ?? '')).toBeLessThan(5_000);
  });

  it('lists a waiting social claim for staff who review claims, not for those who cannot', async () => {
    const task = await createTask(suite.context, suite.admin.token);
    const member = await createSignedInMember(suite.context);
    const submitted = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/social/follow/manual-verify',
      headers: authHeader(member.token),
      payload: { taskId: task.id, evidenceText: 'I follow @StreamItHQ as @me' },
    });
    expect(submitted.statusCode, submitted.body).toBe(202);
    expect((await dashboardAs(suite.admin.token)).attention).toContainEqual({
      key: 'pendingSocialClaims',
      count: 1,
      urgency: 'medium',
      href: '/admin/social-tasks',
    });
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    const seen = await dashboardAs(moderator.token);
    expect(seen.attention.map((item) => item.key)).not.toContain('pendingSocialClaims');
  });

  it('puts failed jobs first in what needs attention', async () => {
    await suite.context.deps.db.insert(jobRuns).values({
      task: 'content-cleanup',
      trigger: 'schedule',
      status: 'failed',
      error: 'disk full',
      finishedAt: new Date(),
    });
    const dashboard = await dashboardAs(suite.admin.token);
    expect(dashboard.attention[0]).toEqual({
      key: 'failedJobs',
      count: 1,
      urgency: 'high',
      href: '/admin/tasks',
    });
  });

  it('leaves out figures the caller may not open', async () => {
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    const seen = await dashboardAs(analyst.token);
    expect(seen.kpis.map((kpi) => kpi.key)).toEqual([
      'members',
      'newSignups',
      'activeToday',
      'watchHours',
      'pointsIssued',
      'pointsSpent',
    ]);
    expect(seen.series).toHaveLength(31);
    expect(seen.attention).toEqual([]);
    // An analyst may open analytics only: every card leads there, none to a screen that says "no access".
    expect(new Set(seen.kpis.map((kpi) => kpi.href))).toEqual(new Set(['/admin/analytics']));
    const withoutAnalytics = await createSignedInAdmin(suite.context, 'ANALYST');
    await suite.context.deps.db.execute(
      sql`update admin_users set can_view_analytics = false, can_manage_users = true where id = ${withoutAnalytics.id}`,
    );
    const usersOnly = await dashboardAs(withoutAnalytics.token);
    expect(usersOnly.kpis.find((kpi) => kpi.key === 'activeToday')?.href).toBeNull();
    expect(usersOnly.kpis.find((kpi) => kpi.key === 'members')?.href).toBe('/admin/users');
    const contentModerator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    const moderation = await dashboardAs(contentModerator.token);
    expect(moderation.kpis.map((kpi) => kpi.key)).toEqual(['pendingModeration']);
    expect(moderation.series).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});
