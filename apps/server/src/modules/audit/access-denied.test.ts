import { ACCESS_DENIED_AUDIT_ACTION, type AuditLogPage } from '@streamit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  injectAs,
  type TestAdmin,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';

const suite = useAdminSuite('SUPER_ADMIN');
let analyst: TestAdmin;

beforeAll(async () => {
  analyst = await createSignedInAdmin(suite.context, 'ANALYST');
});

async function auditLog(query: Record<string, string>): Promise<AuditLogPage> {
  const response = await injectAs(suite.context.app, suite.admin.token, {
    method: 'GET',
    url: `/api/v1/admin/system/logs/audit?${new URLSearchParams(query).toString()}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>();
}

const QUEUE = { method: 'GET', url: '/api/v1/admin/content/moderation-queue' } as const;
const QUEUE_ROUTE = 'GET /api/v1/admin/content/moderation-queue';

describe('refused staff calls', () => {
  it('writes exactly one audit entry per 403 with actor, route and the missing permission', async () => {
    const refused = await injectAs(suite.context.app, analyst.token, {
      ...QUEUE,
      remoteAddress: '10.98.0.1',
    });
    expect(refused.statusCode).toBe(403);
    const page = await auditLog({ action: ACCESS_DENIED_AUDIT_ACTION, actorAdminId: analyst.id });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      actorAdminId: analyst.id,
      action: ACCESS_DENIED_AUDIT_ACTION,
      targetType: 'route',
      targetId: QUEUE_ROUTE,
      ip: '10.98.0.1',
      details: { route: QUEUE_ROUTE, reason: 'missing permission canModerateContent' },
    });
  });

  it('records a refused role the same way, and lists repeated refusals by action, actor and route', async () => {
    const auditor = await createSignedInAdmin(suite.context, 'ANALYST');
    const auditRead = { method: 'GET', url: '/api/v1/admin/system/logs/audit' } as const;
    const responses = await Promise.all([
      injectAs(suite.context.app, auditor.token, auditRead),
      ...Array.from({ length: 4 }, () => injectAs(suite.context.app, auditor.token, QUEUE)),
    ]);
    responses.forEach((response) => {
      expect(response.statusCode).toBe(403);
    });
    const mine = await auditLog({ action: ACCESS_DENIED_AUDIT_ACTION, actorAdminId: auditor.id });
    expect(mine.total).toBe(5);
    const byRoute = await auditLog({
      action: ACCESS_DENIED_AUDIT_ACTION,
      actorAdminId: auditor.id,
      targetId: QUEUE_ROUTE,
    });
    expect(byRoute.total).toBe(4);
    const roleRefusal = mine.items.find((item) => item.targetId === 'GET /api/v1/admin/system/logs/audit');
    expect(roleRefusal?.details.reason).toMatch(/^role not in /);
  });

  it('writes nothing for allowed calls or for callers without a staff session', async () => {
    const before = (await auditLog({ action: ACCESS_DENIED_AUDIT_ACTION })).total;
    expect((await injectAs(suite.context.app, suite.admin.token, QUEUE)).statusCode).toBe(200);
    expect((await injectAs(suite.context.app, null, QUEUE)).statusCode).toBe(401);
    expect((await auditLog({ action: ACCESS_DENIED_AUDIT_ACTION })).total).toBe(before);
  });
});
