import type {
  AdminMember,
  AdminMemberDetail,
  AdminMemberPage,
  SuspendedMembersPage,
  VerifiedMember,
} from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { users } from '../members/members.schema.js';
import { createPasswordMember } from '../../../test/member-admin.test-support.js';

const suite = useAdminSuite('ADMIN');
const tag = `t${Date.now().toString(36)}`;

function get(url: string, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'GET',
    url: `/api/v1/admin/users${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function listAll(query: string): Promise<AdminMember[]> {
  const items: AdminMember[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page: AdminMemberPage = response.json();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('the member list', () => {
  it('filters by text, tier, status, creator, verified and join day, in every order, page by page', async () => {
    const gold = await createPasswordMember(suite.context, {
      displayName: `${tag}-gold`,
      tier: 'GOLD',
      totalPoints: 900,
    });
    const creator = await createPasswordMember(suite.context, {
      displayName: `${tag}-creator`,
      isContentCreator: true,
      creatorStatus: 'APPROVED',
      totalPoints: 50,
    });
    const fresh = await createPasswordMember(suite.context, {
      displayName: `${tag}-fresh`,
      emailVerifiedAt: null,
      totalPoints: 300,
    });
    const old = await createPasswordMember(suite.context, {
      displayName: `${tag}-old`,
      createdAt: new Date('2024-03-10T12:00:00Z'),
    });
    const banned = await createPasswordMember(suite.context, {
      displayName: `${tag}-banned`,
      suspendedAt: new Date(),
    });
    const names = (rows: AdminMember[]) => rows.map((row) => row.displayName);

    const byPoints = await listAll(`q=${tag}&sort=points_desc`);
    expect(names(byPoints).slice(0, 3)).toEqual([`${tag}-gold`, `${tag}-fresh`, `${tag}-creator`]);
    expect(names(await listAll(`q=${tag}&sort=points_asc`)).slice(-3)).toEqual([
      `${tag}-creator`,
      `${tag}-fresh`,
      `${tag}-gold`,
    ]);
    expect((await listAll(`q=${tag}`)).map((row) => row.id).sort()).toEqual(
      [gold.id, creator.id, fresh.id, old.id, banned.id].sort(),
    );
    expect(names(await listAll(`q=${tag}&tier=GOLD`))).toEqual([`${tag}-gold`]);
    expect(names(await listAll(`q=${tag}&creator=true`))).toEqual([`${tag}-creator`]);
    expect(names(await listAll(`q=${tag}&verified=false`))).toEqual([`${tag}-fresh`]);
    expect(names(await listAll(`q=${tag}&status=SUSPENDED`))).toEqual([`${tag}-banned`]);
    expect(await listAll(`q=${tag}&status=ACTIVE`)).toHaveLength(4);
    expect(names(await listAll(`q=${tag}&joinedFrom=2024-03-10&joinedTo=2024-03-10`))).toEqual([
      `${tag}-old`,
    ]);
    expect(names(await listAll(`q=${tag}&joinedTo=2024-03-09`))).toEqual([]);
    const oldestFirst = await listAll(`q=${tag}&sort=joined_asc`);
    expect(oldestFirst[0]?.id).toBe(old.id);
    const newestFirst = await listAll(`q=${tag}&sort=joined_desc`);
    expect(newestFirst.map((row) => row.id)).toEqual([...oldestFirst].reverse().map((row) => row.id));
    const byEmail = await listAll(`q=${tag}&sort=email_asc`);
    expect(byEmail.map((row) => row.email)).toEqual(byEmail.map((row) => row.email).sort());
  });

  it('treats % and _ in the text as plain characters and refuses unknown filters', async () => {
    expect((await get('?q=%25%25%25')).json<AdminMemberPage>().items).toEqual([]);
    expect((await get('?colour=red')).statusCode).toBe(400);
    expect((await get('?tier=DIAMOND')).statusCode).toBe(400);
    expect((await get('?cursor=not-a-uuid')).statusCode).toBe(400);
  });

  it('finds a member by exact email, id or display name', async () => {
    const member = await createPasswordMember(suite.context, { displayName: `${tag}-Findme` });
    for (const q of [member.email ?? '', member.id, `${tag}-findme`]) {
      const response = await get(`/find?q=${encodeURIComponent(q)}`);
      expect(response.json<{ items: AdminMember[] }>().items.map((row) => row.id)).toEqual([member.id]);
    }
    expect((await get('/find?q=nobody-at-all')).json<{ items: AdminMember[] }>().items).toEqual([]);
  });

  it('lists suspensions in force, timed and indefinite', async () => {
    const timed = await createPasswordMember(suite.context, {
      suspendedAt: new Date(),
      suspendedUntil: new Date(Date.now() + 3_600_000),
      suspensionReason: 'Timed',
    });
    const ended = await createPasswordMember(suite.context, {
      suspendedAt: new Date(Date.now() - 7_200_000),
      suspendedUntil: new Date(Date.now() - 3_600_000),
      suspensionReason: 'Over',
    });
    const ids = async (status: string) =>
      (await get(`/suspended?status=${status}&limit=100`))
        .json<SuspendedMembersPage>()
        .items.map((row) => row.id);
    expect(await ids('timed')).toContain(timed.id);
    expect(await ids('current')).not.toContain(ended.id);
    expect(await ids('indefinite')).not.toContain(timed.id);
  });

  it('is for staff with canManageUsers only', async () => {
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await get('', analyst.token)).statusCode).toBe(403);
    const member = await createPasswordMember(suite.context);
    expect((await get('', member.token)).statusCode).toBe(401);
  });
});

describe('the member page', () => {
  it('shows profile, points, sessions, devices, sign-ins, security and the audit trail', async () => {
    const member = await createPasswordMember(suite.context, { displayName: `${tag}-page` });
    const adjusted = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.id}/adjust-points`,
      headers: { authorization: `Bearer ${suite.admin.token}`, 'idempotency-key': `gift-${member.id}` },
      payload: { amount: 40, reason: 'Welcome gift' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const response = await get(`/${member.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminMemberDetail>();
    expect(detail.member).toMatchObject({ id: member.id, totalPoints: 40, status: 'ACTIVE' });
    expect(detail.providers).toEqual(['email']);
    expect(detail.recentLedger[0]).toMatchObject({ amount: 40, reason: 'Welcome gift' });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.devices).toHaveLength(1);
    expect(detail.audit.map((row) => row.action)).toEqual(['points.adjusted']);
    expect(detail.risk.level).toMatch(/LOW|MEDIUM|HIGH/);
    expect((await get(`/${member.id}/device-history`)).json<{ devices: unknown[] }>().devices).toHaveLength(
      1,
    );
    expect((await get(`/${member.id}/security-profile`)).statusCode).toBe(200);
    expect((await get(`/${member.id}/location-insights`)).statusCode).toBe(200);
    expect(errorOf(await get('/00000000-0000-4000-8000-000000000009')).code).toBe('USER_NOT_FOUND');
  });

  it('verifies the email with a reason, audited, and only once', async () => {
    const member = await createPasswordMember(suite.context, { emailVerifiedAt: null });
    const verify = (reason: string) =>
      suite.context.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${member.id}/verify`,
        headers: { authorization: `Bearer ${suite.admin.token}` },
        payload: { reason },
      });
    expect((await verify('')).statusCode).toBe(400);
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify('Confirmed by phone')));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const ok = responses.find((r) => r.statusCode === 200)?.json<VerifiedMember>();
    expect(ok?.userId).toBe(member.id);
    for (const r of responses.filter((x) => x.statusCode !== 200))
      expect(errorOf(r).code).toBe('EMAIL_ALREADY_VERIFIED');
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.id));
    expect(audit.map((row) => row.action)).toEqual(['member.email_verified_by_staff']);
    const [row] = await suite.context.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});
