import type { AdminDashboard } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTaskAndWait } from '../../../test/task-runs.js';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
  type TestAdmin,
} from '../admin-auth/admin-auth.test-support.js';
import { users } from '../members/members.schema.js';
import { createSignedInMember } from '../moderation/moderation.test-support.js';
import { jobRuns } from './ops.schema.js';

let context: TestContext;
let admin: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext();
  admin = await createSignedInAdmin(context, 'ADMIN');
  await createSignedInMember(context);
  await createSignedInMember(context);
});
afterAll(async () => {
  await context.close();
});

async function dashboardAs(token: string): Promise<AdminDashboard> {
  const response = await injectAs(context.app, token, { method: 'GET', url: '/api/v1/admin/dashboard' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminDashboard>();
}

describe('GET /admin/dashboard', () => {
  it('shows every figure to an ADMIN, from the rollup once daily-stats ran, each linking to its screen', async () => {
    const before = await dashboardAs(admin.token);
    expect(before.statsComputedAt).toBeNull();
    expect(before.kpis.find((kpi) => kpi.key === 'newSignups')?.value).toBe(0);
    await runTaskAndWait(context.app, admin.token, 'daily-stats');
    const dashboard = await dashboardAs(admin.token);
    const [members] = await context.deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(dashboard.kpis.map((kpi) => kpi.key)).toEqual([
      'members',
      'newSignups',
      'activeToday',
      'watchHours',
      'pointsIssued',
      'pointsSpent',
      'pendingModeration',
      'pendingExchanges',
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
    expect(dashboard.series).toHaveLength(31);
    expect(dashboard.statsComputedAt).not.toBeNull();
  });

  it('puts failed jobs first in what needs attention', async () => {
    await context.deps.db.insert(jobRuns).values({
      task: 'content-cleanup',
      trigger: 'schedule',
      status: 'failed',
      error: 'disk full',
      finishedAt: new Date(),
    });
    const dashboard = await dashboardAs(admin.token);
    expect(dashboard.attention[0]).toEqual({
      key: 'failedJobs',
      count: 1,
      urgency: 'high',
      href: '/admin/tasks',
    });
  });

  it('leaves out figures the caller may not open', async () => {
    const analyst = await createSignedInAdmin(context, 'ANALYST');
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
    const contentModerator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
    const moderation = await dashboardAs(contentModerator.token);
    expect(moderation.kpis.map((kpi) => kpi.key)).toEqual(['pendingModeration']);
    expect(moderation.series).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});
