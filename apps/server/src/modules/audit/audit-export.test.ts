import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';

const suite = useAdminSuite('ADMIN');
// More than one keyset batch (1,000 rows), so the export has to walk from batch to batch.
const ROWS = 2_345;

beforeAll(async () => {
  await suite.context.deps.db.execute(sql`
    INSERT INTO admin_audit_log (action, target_type, target_id, details, at)
    SELECT 'export_test.row', 'export_test', '=cmd|' || n, jsonb_build_object('n', n), now() - n * interval '1 second'
    FROM generate_series(1, ${ROWS}) AS n`);
});

const exportAs = (token: string, query: string) =>
  injectAs(suite.context.app, token, {
    method: 'GET',
    url: `/api/v1/admin/system/logs/audit/export?${query}`,
  });

describe('GET /admin/system/logs/audit/export', () => {
  it('streams every filtered row across batches as formula-safe CSV, newest first', async () => {
    const response = await exportAs(suite.admin.token, 'targetType=export_test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log-.*\.csv"/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,actorAdminId,actorEmail,action,targetType,targetId,ip,details');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toContain(`"'=cmd|1"`);
    expect(lines.at(-1)).toContain(`"'=cmd|${String(ROWS)}"`);
  });

  it('writes JSON lines with the same filters, and counts the export in the audit log itself', async () => {
    const from = new Date(Date.now() - 10_500).toISOString();
    const response = await exportAs(suite.admin.token, `format=jsonl&targetType=export_test&from=${from}`);
    const rows = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { targetId: string });
    expect(rows.map((row) => row.targetId)).toEqual(
      Array.from({ length: 10 }, (_, index) => `=cmd|${String(index + 1)}`),
    );
    const audited = await suite.context.deps.db.execute<{ details: { rows: number; completed: boolean } }>(
      sql`SELECT details FROM admin_audit_log WHERE action = 'audit_log.exported' ORDER BY id DESC LIMIT 1`,
    );
    expect(audited.rows[0]?.details).toMatchObject({ rows: 10, completed: true, format: 'jsonl' });
  });

  it('refuses staff outside SUPER_ADMIN and ADMIN, guests, and bad filters', async () => {
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await exportAs(analyst.token, 'format=csv')).statusCode).toBe(403);
    expect(
      (
        await injectAs(suite.context.app, null, {
          method: 'GET',
          url: '/api/v1/admin/system/logs/audit/export',
        })
      ).statusCode,
    ).toBe(401);
    expect((await exportAs(suite.admin.token, 'format=xlsx')).statusCode).toBe(400);
  });
});
