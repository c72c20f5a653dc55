import { ADMIN_PERMISSIONS, ADMIN_ROLES, type AdminPermission, type AdminRole } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  injectAs,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import type { AdminDeps } from './admin-sessions.service.js';
import { requireAdmin } from './require-admin.js';

/** What each role may do, written out here so a change to the defaults has to change this test too. */
const EXPECTED_FLAGS: Record<AdminRole, readonly AdminPermission[]> = {
  SUPER_ADMIN: ADMIN_PERMISSIONS,
  ADMIN: ADMIN_PERMISSIONS,
  MODERATOR: ['canModerateContent', 'canManageCreators'],
  CONTENT_MODERATOR: ['canModerateContent'],
  ANALYST: ['canViewAnalytics'],
};
const MANAGES_ADMINS: readonly AdminRole[] = ['SUPER_ADMIN'];
const READS_AUDIT_LOG: readonly AdminRole[] = ['SUPER_ADMIN', 'ADMIN'];

let context: TestContext;
const staff = new Map<AdminRole, TestAdmin>();

beforeAll(async () => {
  // Probe routes, one per flag, guarded the way feature modules guard theirs.
  const lazyDeps = {
    get config() {
      return context.deps.config;
    },
    get db() {
      return context.deps.db;
    },
  } as AdminDeps;
  context = await createAdminTestContext({}, (app) => {
    for (const flag of ADMIN_PERMISSIONS) {
      app.get(`/api/v1/admin/probe/${flag}`, { onRequest: requireAdmin(lazyDeps, flag) }, () => ({
        ok: true,
      }));
    }
  });
  for (const role of ADMIN_ROLES) staff.set(role, await createSignedInAdmin(context, role));
});
afterAll(async () => {
  await context.close();
});

function as(role: AdminRole) {
  const admin = staff.get(role);
  if (!admin) throw new Error(`no ${role}`);
  return admin;
}

describe.each(ADMIN_ROLES)('an admin with role %s', (role) => {
  it('passes exactly the flag checks of the role', async () => {
    for (const flag of ADMIN_PERMISSIONS) {
      const response = await injectAs(context.app, as(role).token, {
        method: 'GET',
        url: `/api/v1/admin/probe/${flag}`,
      });
      const allowed = EXPECTED_FLAGS[role].includes(flag);
      expect(response.statusCode, flag).toBe(allowed ? 200 : 403);
      if (!allowed) expect(errorOf(response).message).toBe('You do not have permission to do this.');
    }
  });

  it('manages admin users only as SUPER_ADMIN', async () => {
    const expected = MANAGES_ADMINS.includes(role);
    const target = await createSignedInAdmin(context, 'ANALYST');
    const token = as(role).token;
    const responses = [
      await injectAs(context.app, token, { method: 'GET', url: '/api/v1/admin/admin-users' }),
      await injectAs(context.app, token, { method: 'GET', url: `/api/v1/admin/admin-users/${target.id}` }),
      await injectAs(context.app, token, {
        method: 'POST',
        url: '/api/v1/admin/admin-users',
        payload: { name: 'X', email: `x-${role.toLowerCase()}@staff.test`, role: 'ADMIN' },
      }),
      await injectAs(context.app, token, {
        method: 'PATCH',
        url: `/api/v1/admin/admin-users/${target.id}`,
        payload: { canManagePoints: true },
      }),
      await injectAs(context.app, token, {
        method: 'POST',
        url: `/api/v1/admin/admin-users/${target.id}/setup-token`,
      }),
      await injectAs(context.app, token, { method: 'DELETE', url: `/api/v1/admin/admin-users/${target.id}` }),
    ];
    for (const response of responses) {
      expect(response.statusCode < 300, response.body).toBe(expected);
      if (!expected) expect(response.statusCode).toBe(403);
    }
  });

  it('reads the audit log only as SUPER_ADMIN or ADMIN', async () => {
    const response = await injectAs(context.app, as(role).token, {
      method: 'GET',
      url: '/api/v1/admin/system/logs/audit',
    });
    expect(response.statusCode).toBe(READS_AUDIT_LOG.includes(role) ? 200 : 403);
  });
});
