import type { JobRun, TasksStatusResponse } from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTaskAndWait, waitForRun } from '../../../test/task-runs.test-support.js';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  type TestAdmin,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { users } from '../members/members.schema.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { memberAndPool, postPoints } from '../points/points-ledger.service.js';
import { dailyStats, jobRuns, serverErrors } from './ops.schema.js';
import { TASK_JOBS } from './tasks.jobs.js';

const suite = useAdminSuite('ADMIN');
let moderator: TestAdmin;

beforeAll(async () => {
  moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
});

const start = (token: string, task: string) =>
  injectAs(suite.context.app, token, { method: 'POST', url: `/api/v1/admin/tasks/${task}` });
const today = () => new Date().toISOString().slice(0, 10);

async function status(): Promise<TasksStatusResponse> {
  const response = await injectAs(suite.context.app, suite.admin.token, {
    method: 'GET',
    url: '/api/v1/admin/tasks/status',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TasksStatusResponse>();
}

describe('POST /admin/tasks/:task', () => {
  it('starts one run of 50 parallel requests; the others answer 409 and the status shows it running', async () => {
    // Holding the rollup table keeps the run going while all 50 requests arrive.
    const blocker = await suite.context.database.pool.connect();
    await blocker.query('begin; lock table daily_stats in exclusive mode');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => start(suite.admin.token, 'daily-stats')),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 202)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(errorOf(refused ?? { body: '{}' }).code).toBe('TASK_ALREADY_RUNNING');
    const run = responses.find((response) => response.statusCode === 202)?.json<JobRun>();
    const during = (await status()).tasks.find((task) => task.task === 'daily-stats');
    expect(during?.running?.id).toBe(run?.id);
    expect(during?.schedule).toBe('7 * * * *');
    await blocker.query('commit');
    blocker.release();
    const finished = await waitForRun(suite.context.app, suite.admin.token, run?.id ?? '');
    expect(finished).toMatchObject({
      status: 'succeeded',
      trigger: 'manual',
      progress: 100,
      result: { days: 31 },
    });
    expect(finished.durationMs).toBeGreaterThanOrEqual(0);
    const rows = await suite.context.deps.db.select().from(jobRuns).where(eq(jobRuns.task, 'daily-stats'));
    expect(rows).toHaveLength(1);
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'task.run_started'), eq(adminAuditLog.targetId, 'daily-stats')));
    expect(audit).toHaveLength(1);
  });

  it("rolls up today's new members and the points members earned and gave back, one row per day", async () => {
    const member = await createSignedInMember(suite.context);
    await suite.context.deps.db.transaction(async (tx) => {
      await postPoints(tx, {
        kind: 'earn',
        source: 'activity',
        idempotencyKey: `rollup-earn-${member.id}`,
        lines: memberAndPool(member.id, 70),
      });
      await postPoints(tx, {
        kind: 'earn',
        source: 'activity',
        idempotencyKey: `rollup-back-${member.id}`,
        lines: memberAndPool(member.id, -20),
      });
    });
    const [members] = await suite.context.deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
    await runTaskAndWait(suite.context.app, suite.admin.token, 'daily-stats');
    const [row] = await suite.context.deps.db.select().from(dailyStats).where(eq(dailyStats.day, today()));
    expect(row).toMatchObject({ newMembers: members?.count, pointsIssued: 70, pointsSpent: 20 });
    expect(row?.activeMembers).toBeGreaterThanOrEqual(1);
    expect(await suite.context.deps.db.select().from(dailyStats)).toHaveLength(31);
  });

  it('records a failing run as failed with its message, and the next run can start', async () => {
    await suite.context.deps.db.execute(
      sql`alter table daily_stats add constraint refuse_all check (new_members < 0) not valid`,
    );
    const failed = await runTaskAndWait(suite.context.app, suite.admin.token, 'daily-stats');
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('refuse_all');
    await suite.context.deps.db.execute(sql`alter table daily_stats drop constraint refuse_all`);
    expect((await runTaskAndWait(suite.context.app, suite.admin.token, 'daily-stats')).status).toBe(
      'succeeded',
    );
  });

  it('fails a run a dead process left running, so the task can start again', async () => {
    const [stale] = await suite.context.deps.db
      .insert(jobRuns)
      .values({ task: 'content-cleanup', trigger: 'schedule', startedAt: new Date(Date.now() - 3_600_000) })
      .returning();
    const run = await runTaskAndWait(suite.context.app, suite.admin.token, 'content-cleanup');
    expect(run.status).toBe('succeeded');
    const [after] = await suite.context.deps.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.id, stale?.id ?? ''));
    expect(after).toMatchObject({ status: 'failed', error: 'Abandoned: the process running it stopped' });
  });

  it('content-cleanup prunes server errors past retention and runs past 90 days', async () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    await suite.context.deps.db.insert(serverErrors).values([
      { at: old, requestId: 'old', method: 'GET', route: '/x', status: 500, message: 'old' },
      { requestId: 'new', method: 'GET', route: '/x', status: 500, message: 'new' },
    ]);
    await suite.context.deps.db.insert(jobRuns).values({
      task: 'tier-update',
      trigger: 'schedule',
      status: 'succeeded',
      startedAt: new Date(Date.now() - 100 * 86_400_000),
      finishedAt: new Date(Date.now() - 100 * 86_400_000),
    });
    const run = await runTaskAndWait(suite.context.app, suite.admin.token, 'content-cleanup');
    expect(run.result).toEqual({
      serverErrors: 1,
      jobRuns: 1,
      signInEvents: 0,
      endedSessions: 0,
      deletedTicketFiles: 0,
      outboxEmails: 0,
    });
    const left = await suite.context.deps.db.select({ requestId: serverErrors.requestId }).from(serverErrors);
    expect(left).toEqual([{ requestId: 'new' }]);
  });

  it('records scheduled runs too, and skips one while a manual run of the task is going', async () => {
    const job = TASK_JOBS.find((candidate) => candidate.name === 'ops.tier-update');
    expect(job?.cron).toBe('41 3 * * *');
    await job?.handler(suite.context.deps, {});
    const [scheduled] = await suite.context.deps.db
      .select()
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.task, 'tier-update'),
          eq(jobRuns.trigger, 'schedule'),
          eq(jobRuns.status, 'succeeded'),
        ),
      );
    expect(scheduled?.result).toEqual({ promoted: 0, skippedLocked: 0 });
    const blocker = await suite.context.database.pool.connect();
    await blocker.query('begin; lock table daily_stats in exclusive mode');
    const manual = (await start(suite.admin.token, 'daily-stats')).json<JobRun>();
    await TASK_JOBS.find((candidate) => candidate.name === 'ops.daily-stats')?.handler(
      suite.context.deps,
      {},
    );
    await blocker.query('commit');
    blocker.release();
    await waitForRun(suite.context.app, suite.admin.token, manual.id);
    const skipped = await suite.context.deps.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.task, 'daily-stats'), eq(jobRuns.trigger, 'schedule')));
    expect(skipped).toEqual([]);
  });

  it('is for SUPER_ADMIN and ADMIN only', async () => {
    expect((await start(moderator.token, 'tier-update')).statusCode).toBe(403);
    const read = await injectAs(suite.context.app, moderator.token, {
      method: 'GET',
      url: '/api/v1/admin/tasks/status',
    });
    expect(read.statusCode).toBe(403);
    expect((await start('not-a-token', 'daily-stats')).statusCode).toBe(401);
  });
});
