import type { AuditLogPage, CreateAdminUserResponse } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { recordAuditEvent } from './audit.service.js';

const suite = useAdminSuite('SUPER_ADMIN');

async function auditLog(query = ''): Promise<AuditLogPage> {
  const response = await injectAs(suite.context.app, suite.admin.token, {
    method: 'GET',
    url: `/api/v1/admin/system/logs/audit${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>();
}

describe('the admin audit log', () => {
  it('records admin actions with actor, target, IP and details, newest first', async () => {
    const created = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/admin-users',
      payload: { name: 'Audited', email: 'audited@staff.test', role: 'ANALYST' },
      remoteAddress: '10.99.0.7',
    });
    const { admin } = created.json<CreateAdminUserResponse>();
    await injectAs(suite.context.app, suite.admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/admin-users/${admin.id}`,
      payload: { role: 'MODERATOR' },
    });
    const page = await auditLog(`?targetId=${admin.id}`);
    expect(page.items.map((item) => item.action)).toEqual(['admin_user.updated', 'admin_user.created']);
    expect(page.items[1]).toMatchObject({
      actorAdminId: suite.admin.id,
      actorEmail: suite.admin.email,
      targetType: 'admin_user',
      ip: '10.99.0.7',
      details: { email: 'audited@staff.test', role: 'ANALYST' },
    });
    expect(page.items[0]?.details).toMatchObject({
      changes: { role: { from: 'ANALYST', to: 'MODERATOR' }, canModerateContent: { from: false, to: true } },
    });
  });

  it('names the actor and the person acted on, and gives the reason staff wrote', async () => {
    const member = await createSignedInMember(suite.context);
    await recordAuditEvent(suite.context.deps.db, {
      actorAdminId: suite.admin.id,
      action: 'member.suspended',
      targetType: 'user',
      targetId: member.id,
      details: { reason: 'Spam in comments' },
    });
    await recordAuditEvent(suite.context.deps.db, {
      actorAdminId: suite.admin.id,
      action: 'social_claim.rejected',
      targetType: 'social_claim',
      targetId: 'claim-1',
      details: { userId: member.id, note: 'Screenshot unreadable' },
    });
    const [claim, suspension] = (await auditLog(`?actorAdminId=${suite.admin.id}&limit=2`)).items;
    expect(suspension).toMatchObject({
      actorName: 'Test SUPER_ADMIN',
      actorEmail: suite.admin.email,
      reason: 'Spam in comments',
    });
    expect(suspension?.targetPerson?.name).toMatch(/^Member \d+$/);
    expect(suspension?.targetPerson?.email).toContain('@example.test');
    expect(claim).toMatchObject({ targetPerson: suspension?.targetPerson, reason: 'Screenshot unreadable' });
    const created = await auditLog(`?action=admin_user.created&limit=1`);
    expect(created.items[0]?.targetPerson?.email).toMatch(/@staff\.test$/);
  });

  it('records logins and logouts of the admin realm', async () => {
    const someone = await createSignedInAdmin(suite.context, 'ADMIN');
    await injectAs(suite.context.app, someone.token, { method: 'POST', url: '/api/v1/auth/admin/logout' });
    const actions = (await auditLog(`?actorAdminId=${someone.id}`)).items.map((item) => item.action);
    expect(actions).toEqual(['admin.logout', 'admin.login', 'admin.totp_enrolled']);
  });

  it('pages and filters by action and time', async () => {
    const logins = await auditLog('?action=admin.login&limit=1');
    expect(logins.items).toHaveLength(1);
    expect(logins.total).toBeGreaterThanOrEqual(2);
    const future = await auditLog(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(future.total).toBe(0);
    const bad = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/system/logs/audit?limit=1000',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in PostgreSQL itself', async () => {
    const { pool } = suite.context.database;
    await expect(pool.query(`UPDATE admin_audit_log SET action = 'forged'`)).rejects.toThrow(
      /append-only: UPDATE/,
    );
    await expect(pool.query('DELETE FROM admin_audit_log')).rejects.toThrow(/append-only: DELETE/);
    await expect(pool.query('TRUNCATE admin_audit_log')).rejects.toThrow(/append-only: TRUNCATE/);
    const { rows } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM admin_audit_log WHERE action = 'forged'`,
    );
    expect(rows[0]?.count).toBe(0);
    expect((await auditLog()).total).toBeGreaterThan(0);
  });
});
