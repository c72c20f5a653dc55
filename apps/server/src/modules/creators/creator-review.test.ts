import type { CreatorApplication, CreatorApplicationQueue } from '@streamit/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { creatorApplications } from './creator-applications.schema.js';
import { applied, apply, review, sampleApplication } from '../../../test/creators.test-support.js';

const suite = useAdminSuite('MODERATOR');

function bulk(payload: Record<string, unknown>, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/creator-applications/bulk-review',
    headers: authHeader(token),
    payload,
  });
}

async function pendingApplications(count: number): Promise<{ members: TestMember[]; ids: string[] }> {
  const members = await Promise.all(Array.from({ length: count }, () => createSignedInMember(suite.context)));
  const created = await Promise.all(members.map((member) => applied(suite.context, member)));
  return { members, ids: created.map((application) => application.id) };
}

function statusesOf(ids: string[]) {
  return suite.context.deps.db
    .select({ status: creatorApplications.status })
    .from(creatorApplications)
    .where(inArray(creatorApplications.id, ids));
}

describe('creator applications: bulk review', () => {
  it('approves 50 applications in one transaction, audited and emailed, the members become creators', async () => {
    const { members, ids } = await pendingApplications(50);
    const response = await bulk({ ids, decision: 'APPROVE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ items: CreatorApplication[] }>().items).toHaveLength(50);
    expect((await statusesOf(ids)).every((row) => row.status === 'APPROVED')).toBe(true);
    const memberIds = members.map((member) => member.id);
    const creators = await suite.context.deps.db
      .select()
      .from(users)
      .where(
        and(
          inArray(users.id, memberIds),
          eq(users.isContentCreator, true),
          eq(users.creatorStatus, 'APPROVED'),
        ),
      );
    expect(creators).toHaveLength(50);
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        and(inArray(adminAuditLog.targetId, ids), eq(adminAuditLog.action, 'creator_application.approve')),
      );
    expect(audit).toHaveLength(50);
    const emails = await suite.context.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'creator-decision'),
          inArray(
            emailOutbox.toAddress,
            creators.map((c) => c.email ?? ''),
          ),
        ),
      );
    expect(emails).toHaveLength(50);
  });

  it('decides none of 50 when one is not PENDING, and says which one', async () => {
    const { ids } = await pendingApplications(50);
    const [first] = ids;
    expect(
      (await review(suite.context, suite.admin.token, first ?? '', 'REQUEST_CHANGES', 'More detail'))
        .statusCode,
    ).toBe(200);
    const response = await bulk({ ids, decision: 'REJECT', reason: 'Not now' });
    expect(response.statusCode).toBe(409);
    const error = errorOf(response);
    expect(error.code).toBe('CREATOR_APPLICATION_WRONG_STATE');
    expect(error.message).toContain(`${first} (CHANGES_REQUESTED)`);
    expect(error.message).toContain('nothing was decided');
    const statuses = (await statusesOf(ids)).map((row) => row.status).sort();
    expect(statuses.filter((status) => status === 'PENDING')).toHaveLength(49);
    expect(statuses).not.toContain('REJECTED');
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        and(inArray(adminAuditLog.targetId, ids), eq(adminAuditLog.action, 'creator_application.reject')),
      );
    expect(audit).toHaveLength(0);
  });

  it('decides none when an id is unknown, and needs a reason to reject', async () => {
    const { ids } = await pendingApplications(2);
    const unknown = await bulk({
      ids: [...ids, '00000000-0000-4000-8000-000000000000'],
      decision: 'APPROVE',
    });
    expect(errorOf(unknown).code).toBe('CREATOR_APPLICATION_NOT_FOUND');
    expect((await bulk({ ids, decision: 'REJECT' })).statusCode).toBe(400);
    expect((await statusesOf(ids)).every((row) => row.status === 'PENDING')).toBe(true);
  });

  it('lets two parallel bulk reviews of the same applications decide them once', async () => {
    const { ids } = await pendingApplications(10);
    const [one, two] = await Promise.all([
      bulk({ ids, decision: 'APPROVE' }),
      bulk({ ids: [...ids].reverse(), decision: 'REJECT', reason: 'Duplicate decision' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('creator applications: the queue', () => {
  it('filters by status, type, country and text, and pages by cursor', async () => {
    const tag = `queue${Date.now()}`;
    const members = await Promise.all(Array.from({ length: 5 }, () => createSignedInMember(suite.context)));
    for (const [index, member] of members.entries()) {
      const body = sampleApplication({
        bio: `${tag} bio number ${index} about murals`,
        country: index < 3 ? 'EG' : 'FR',
        applicantType: index === 4 ? 'MUSEUM' : 'ARTIST',
      });
      expect((await apply(suite.context, member, body)).statusCode).toBe(201);
    }
    const list = (query: string) =>
      suite.context.app.inject({
        method: 'GET',
        url: `/api/v1/admin/creator-applications?q=${tag}&${query}`,
        headers: authHeader(suite.admin.token),
      });
    const egypt = (await list('country=eg')).json<CreatorApplicationQueue>();
    expect(egypt.items).toHaveLength(3);
    expect((await list('applicantType=MUSEUM')).json<CreatorApplicationQueue>().items).toHaveLength(1);
    expect((await list('status=APPROVED')).json<CreatorApplicationQueue>().items).toHaveLength(0);
    const first = (await list('limit=2')).json<CreatorApplicationQueue>();
    expect(first.items.map((item) => item.bio)).toEqual([
      `${tag} bio number 4 about murals`,
      `${tag} bio number 3 about murals`,
    ]);
    const second = (await list(`limit=2&cursor=${first.nextCursor}`)).json<CreatorApplicationQueue>();
    const third = (await list(`limit=2&cursor=${second.nextCursor}`)).json<CreatorApplicationQueue>();
    expect(third.items).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
    const detail = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/admin/creator-applications/${third.items[0]?.id}`,
      headers: authHeader(suite.admin.token),
    });
    const shown = detail.json<CreatorApplicationQueue['items'][number]>();
    expect(shown.applicant.displayName).toMatch(/^Member \d+$/);
    expect(shown.id).toBe(third.items[0]?.id);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await list(`from=${encodeURIComponent(future)}`)).json<CreatorApplicationQueue>().items,
    ).toHaveLength(0);
  });
});

describe('creator applications: permissions', () => {
  const adminRoutes = [
    ['GET', '/admin/creator-applications'],
    ['GET', '/admin/creator-applications/00000000-0000-4000-8000-000000000000'],
    ['POST', '/admin/creator-applications/00000000-0000-4000-8000-000000000000/review'],
    ['POST', '/admin/creator-applications/bulk-review'],
  ] as const;
  const memberRoutes = [
    ['POST', '/auth/apply-creator'],
    ['PUT', '/auth/creator-application'],
    ['GET', '/auth/creator-application'],
    ['GET', '/auth/creator-application-status'],
    ['GET', '/auth/creator-applications'],
  ] as const;
  const call = (method: string, path: string, headers: Record<string, string> = {}) =>
    suite.context.app.inject({
      method: method as 'GET',
      url: `/api/v1${path}`,
      headers,
      payload: method === 'GET' ? undefined : {},
    });

  it('answers anonymous callers 401 everywhere', async () => {
    for (const [method, path] of [...adminRoutes, ...memberRoutes]) {
      expect((await call(method, path)).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('answers members 401 and staff without canManageCreators 403 on staff routes', async () => {
    const member = await createSignedInMember(suite.context);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    for (const [method, path] of adminRoutes) {
      expect((await call(method, path, authHeader(member.token))).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(method, path, authHeader(analyst.token))).statusCode, `${method} ${path}`).toBe(403);
    }
    const granted = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/creator-applications',
      headers: authHeader(suite.admin.token),
    });
    expect(granted.statusCode).toBe(200);
  });
});
