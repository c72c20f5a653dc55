import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { MaintenanceJob } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { deleteExpiredExports } from './export-retention.service.js';
import { exportFilePath, runMemberExportJob } from './member-export.service.js';

const suite = useAdminSuite('ADMIN', { DATA_DIR: `/tmp/streamit-export-test-${String(process.pid)}` });

async function auditRows(action: string) {
  const result = await suite.context.deps.db.execute<{ actor: string; details: Record<string, unknown> }>(
    sql`SELECT actor_admin_id AS actor, details FROM admin_audit_log WHERE action = ${action} ORDER BY at`,
  );
  return result.rows;
}

function exportAs(token: string, query: string) {
  return injectAs(suite.context.app, token, { method: 'GET', url: `/api/v1/admin/export/users?${query}` });
}

describe('member export: cells and audit', () => {
  beforeAll(async () => {
    await suite.context.deps.db.execute(sql`
      INSERT INTO users (email, display_name, first_name, last_name, tier) VALUES
        ('formula@cells.test', '=HYPERLINK("http://evil.test","x")', '+SUM(A1)', '-2+3', 'GOLD'),
        ('at@cells.test', '@cmd', ${'\tTab'}, ${'\rCarriage'}, 'GOLD'),
        ('plain@cells.test', 'Comma, "quoted"', ${'two\nlines'}, 'Plain', 'SILVER')`);
  });

  it('prefixes formula-like cells with an apostrophe and quotes every cell', async () => {
    const response = await exportAs(suite.admin.token, 'format=csv&q=cells.test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="members-.*\.csv"/);
    const body = response.body;
    expect(body.startsWith('id,email,displayName,')).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(body).toContain(`"'+SUM(A1)"`);
    expect(body).toContain(`"'-2+3"`);
    expect(body).toContain(`"'@cmd"`);
    expect(body).toContain(`"'\tTab"`);
    expect(body).toContain(`"'\rCarriage"`);
    expect(body).toContain(`"Comma, ""quoted"""`);
    expect(body).toContain(`"two\nlines"`);
    // Numbers are not text a spreadsheet runs, and stay numbers.
    expect(body).not.toMatch(/"'0"/);
  });

  it('writes JSON lines with the values as they are', async () => {
    const response = await exportAs(suite.admin.token, 'format=jsonl&q=cells.test&tier=GOLD');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.email).sort()).toEqual(['at@cells.test', 'formula@cells.test']);
    expect(lines.find((line) => line.email === 'at@cells.test')?.displayName).toBe('@cmd');
  });

  it('audits who exported, with which filters and how many rows', async () => {
    await exportAs(suite.admin.token, 'format=csv&tier=SILVER&q=cells.test');
    const rows = await auditRows('member_export.streamed');
    const last = rows.at(-1);
    expect(last?.actor).toBe(suite.admin.id);
    expect(last?.details).toMatchObject({
      format: 'csv',
      filters: { tier: 'SILVER', q: 'cells.test' },
      rows: 1,
      completed: true,
    });
  });

  it('narrows and labels members as the member list does: a timed suspension that ended is ACTIVE', async () => {
    await suite.context.deps.db.execute(sql`
      INSERT INTO users (email, tier, suspended_at, suspended_until, suspension_reason) VALUES
        ('ended@status.test', 'BASIC', now() - interval '2 days', now() - interval '1 day', 'Spam'),
        ('running@status.test', 'BASIC', now() - interval '1 day', now() + interval '1 day', 'Spam'),
        ('open-ended@status.test', 'BASIC', now() - interval '1 day', NULL, 'Spam')`);
    const lines = (await exportAs(suite.admin.token, 'format=jsonl&q=status.test')).body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { email: string; status: string });
    expect(Object.fromEntries(lines.map((line) => [line.email, line.status]))).toEqual({
      'ended@status.test': 'ACTIVE',
      'running@status.test': 'SUSPENDED',
      'open-ended@status.test': 'SUSPENDED',
    });
    const suspended = (await exportAs(suite.admin.token, 'format=jsonl&q=status.test&status=SUSPENDED')).body;
    expect(suspended.trim().split('\n')).toHaveLength(2);
    const list = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/users?q=status.test&status=SUSPENDED',
    });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(2);
  });

  it('refuses bad filters and staff without canManageUsers', async () => {
    expect(errorOf(await exportAs(suite.admin.token, 'format=xlsx')).code).toBe('VALIDATION_FAILED');
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await exportAs(analyst.token, 'format=csv')).statusCode).toBe(403);
    expect(
      (await injectAs(suite.context.app, null, { method: 'GET', url: '/api/v1/admin/export/users' }))
        .statusCode,
    ).toBe(401);
  });

  it('runs as a job with progress, then downloads the finished file (audited)', async () => {
    const started = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/export/users',
      payload: { format: 'csv', filters: { q: 'cells.test' } },
    });
    expect(started.statusCode).toBe(202);
    const job = started.json<MaintenanceJob>();
    expect(job.status).toBe('QUEUED');
    const early = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/export/users/jobs/${job.id}/download`,
    });
    expect(errorOf(early).code).toBe('EXPORT_NOT_READY');
    await runMemberExportJob(suite.context.deps, job.id);
    const status = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/export/users/jobs/${job.id}`,
    });
    expect(status.json<MaintenanceJob>()).toMatchObject({ status: 'SUCCEEDED', processed: 3, total: 3 });
    const file = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/export/users/jobs/${job.id}/download`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`"'=HYPERLINK(`);
    expect((await auditRows('member_export.downloaded')).at(-1)?.details).toMatchObject({ rows: 3 });
  });

  it('keeps a finished file for EXPORT_RETENTION_DAYS, then the retention job deletes it and the download is 410', async () => {
    const started = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/export/users',
      payload: { format: 'jsonl', filters: { q: 'cells.test' } },
    });
    const { id } = started.json<MaintenanceJob>();
    await runMemberExportJob(suite.context.deps, id);
    const status = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/export/users/jobs/${id}`,
    });
    const { finishedAt, expiresAt } = status.json<MaintenanceJob>();
    const retentionMs = suite.context.deps.config.EXPORT_RETENTION_DAYS * 86_400_000;
    expect(Date.parse(expiresAt ?? '') - Date.parse(finishedAt ?? '')).toBe(retentionMs);
    const file = exportFilePath(suite.context.deps, id, 'jsonl');
    const finished = Date.parse(finishedAt ?? '');

    expect(await deleteExpiredExports(suite.context.deps, new Date(finished + retentionMs - 60_000))).toBe(0);
    expect(existsSync(file)).toBe(true);
    // The job's clock is pinned a minute past the end of the retention period.
    // Earlier tests' exports expire with it: at least this one goes.
    expect(
      await deleteExpiredExports(suite.context.deps, new Date(finished + retentionMs + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);

    await suite.context.deps.db.execute(
      sql`UPDATE maintenance_jobs SET finished_at = now() - make_interval(days => ${suite.context.deps.config.EXPORT_RETENTION_DAYS + 1}) WHERE id = ${id}`,
    );
    const gone = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/export/users/jobs/${id}/download`,
    });
    expect(gone.statusCode).toBe(410);
    expect(errorOf(gone).code).toBe('EXPORT_EXPIRED');
  });
});

/** Forces a full collection, so the heap figure is what is still held, not garbage not yet collected. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Downloads over real HTTP, counting lines and bytes and keeping nothing; samples the heap as it goes. */
function download(
  url: string,
  token: string,
  onProgress: () => void,
): Promise<{ lines: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      let lines = 0;
      let bytes = 0;
      let sampledAt = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
        if (bytes - sampledAt > 8 * 1024 * 1024) {
          sampledAt = bytes;
          onProgress();
        }
      });
      response.on('end', () => {
        resolve({ lines, bytes });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('member export of 100 000 members', () => {
  const MEMBERS = 100_000;
  const HEAP_BOUND = 50 * 1024 * 1024;

  it('streams every row with the heap growth bounded, far below the size of the file', async () => {
    // ~900 bytes a row: about 90 MB of CSV, so buffering the answer would break the bound.
    await suite.context.deps.db.execute(sql`
      INSERT INTO users (email, display_name, tier)
      SELECT 'bulk' || g || '@bulk.test', repeat('n', 850), 'BRONZE' FROM generate_series(1, ${MEMBERS}) AS g`);
    const address = await suite.context.app.listen({ host: '127.0.0.1', port: 0 });
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sample = () => {
      collectGarbage();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    };
    const result = await download(
      `${address}/api/v1/admin/export/users?format=csv&tier=BRONZE`,
      suite.admin.token,
      sample,
    );
    expect(result.lines).toBe(MEMBERS + 1);
    expect(result.bytes).toBeGreaterThan(1.5 * HEAP_BOUND);
    expect(peak - before).toBeLessThan(HEAP_BOUND);
    console.info(
      `member export: ${String(MEMBERS)} rows, ${(result.bytes / 1e6).toFixed(1)} MB, peak heap growth ${((peak - before) / 1e6).toFixed(1)} MB`,
    );
  }, 180_000);
});
