import type { MaintenanceJob } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  type TestAdmin,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { runOptimizeDatabase } from './maintenance.service.js';

const suite = useAdminSuite('ADMIN', { PUBLIC_CACHE_TTL_MS: '60000' });
let analyst: TestAdmin;

beforeAll(async () => {
  analyst = await createSignedInAdmin(suite.context, 'ANALYST');
});

async function lastAudit(action: string) {
  const result = await suite.context.deps.db.execute<{ actor: string }>(
    sql`SELECT actor_admin_id AS actor FROM admin_audit_log WHERE action = ${action} ORDER BY at DESC LIMIT 1`,
  );
  return result.rows[0];
}

/** Reads until this process answers from memory (its LISTEN connection may still be starting). */
async function readUntilCached(app: FastifyInstance): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await app.inject({ method: 'GET', url: '/api/v1/activities/categories' });
    if (response.headers['x-cache'] === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the public read cache never answered from memory');
}

describe('maintenance: clear cache', () => {
  it('drops the public read cache and audits it; ANALYST is refused', async () => {
    await readUntilCached(suite.context.app);
    const cleared = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/maintenance/clear-cache',
    });
    expect(cleared.statusCode).toBe(200);
    const next = await suite.context.app.inject({ method: 'GET', url: '/api/v1/activities/categories' });
    expect(next.headers['x-cache']).toBe('MISS');
    expect((await lastAudit('maintenance.caches_cleared'))?.actor).toBe(suite.admin.id);
    const refused = await injectAs(suite.context.app, analyst.token, {
      method: 'POST',
      url: '/api/v1/admin/maintenance/clear-cache',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('maintenance: optimize the database', () => {
  it('queues VACUUM ANALYZE as a job whose status shows its progress (audited)', async () => {
    const started = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/maintenance/optimize-db',
    });
    expect(started.statusCode).toBe(202);
    const job = started.json<MaintenanceJob>();
    expect(job).toMatchObject({ kind: 'OPTIMIZE_DB', status: 'QUEUED', processed: 0 });
    expect((await lastAudit('maintenance.optimize_queued'))?.actor).toBe(suite.admin.id);
    await runOptimizeDatabase(suite.context.deps, job.id);
    const status = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/maintenance/jobs/${job.id}`,
    });
    const done = status.json<MaintenanceJob>();
    expect(done.status).toBe('SUCCEEDED');
    expect(done.processed).toBe(done.total);
    expect(done.total).toBeGreaterThan(20);
    const analyzed = await suite.context.deps.db.execute<{ at: string | null }>(
      sql`SELECT last_analyze AS at FROM pg_stat_user_tables WHERE relname = 'users'`,
    );
    expect(analyzed.rows[0]?.at).not.toBeNull();
    // A job runs once: a second delivery of its message finds it finished and does nothing.
    await runOptimizeDatabase(suite.context.deps, job.id);
    const still = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/maintenance/jobs/${job.id}`,
    });
    expect(still.json<MaintenanceJob>().finishedAt).toBe(done.finishedAt);
  });

  it('answers 404 for an unknown job and refuses ANALYST', async () => {
    const unknown = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/maintenance/jobs/00000000-0000-4000-8000-000000000000',
    });
    expect(errorOf(unknown).code).toBe('MAINTENANCE_JOB_NOT_FOUND');
    const refused = await injectAs(suite.context.app, analyst.token, {
      method: 'POST',
      url: '/api/v1/admin/maintenance/optimize-db',
    });
    expect(refused.statusCode).toBe(403);
  });
});
