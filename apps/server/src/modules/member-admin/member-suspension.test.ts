import type { AdminMember, BulkMemberResult } from '@streamit/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login } from '../../../test/member-auth.test-support.js';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { auditOfMember, createPasswordMember } from '../../../test/member-admin.test-support.js';
import { endExpiredSuspensions } from './member-suspension.service.js';

const suite = useAdminSuite('ADMIN');

function post(url: string, payload: unknown, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

function profileOf(token: string) {
  return suite.context.app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile',
    headers: { authorization: `Bearer ${token}` },
  });
}

const auditOf = (userId: string) => auditOfMember(suite.context, userId);

async function emailsTo(email: string | null, kind: string) {
  return suite.context.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email ?? ''), eq(emailOutbox.kind, kind)));
}

describe('suspending a member', () => {
  it('ends their sessions, refuses sign-in with the spec message, audits and emails once', async () => {
    const member = await createPasswordMember(suite.context);
    expect((await profileOf(member.token)).statusCode).toBe(200);
    const response = await post(`${member.id}/suspend`, { reason: 'Spam in comments' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminMember>()).toMatchObject({
      status: 'SUSPENDED',
      suspendedUntil: null,
      suspensionReason: 'Spam in comments',
    });
    // The open session is ended; its answer says why (decision 049).
    expect(errorOf(await profileOf(member.token)).code).toBe('ACCOUNT_SUSPENDED');
    const signIn = await login(suite.context.app, member.email ?? '');
    expect(signIn.statusCode).toBe(403);
    expect(errorOf(signIn)).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended. Please contact support.',
    });
    const audit = await auditOf(member.id);
    expect(audit).toEqual([
      {
        action: 'member.suspended',
        actor: suite.admin.id,
        details: { reason: 'Spam in comments', until: null, revokedSessions: 1, bulk: false },
      },
    ]);
    expect(await emailsTo(member.email, 'account-suspended')).toHaveLength(1);
  });

  it('of 50 parallel suspend calls on one member exactly one suspends, audits and emails', async () => {
    const member = await createPasswordMember(suite.context);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post(`${member.id}/suspend`, { reason: 'Parallel clicks' })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(errorOf(r).code).toBe('MEMBER_ALREADY_SUSPENDED');
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual(['member.suspended']);
    expect(await emailsTo(member.email, 'account-suspended')).toHaveLength(1);
  });

  it('needs a reason and a sane duration, and changes nothing otherwise', async () => {
    const member = await createPasswordMember(suite.context);
    for (const body of [
      {},
      { reason: '' },
      { reason: 'ok reason', durationMinutes: 0 },
      { reason: 'x', extra: 1 },
    ]) {
      const response = await post(`${member.id}/suspend`, body);
      expect(response.statusCode).toBe(400);
    }
    const missing = await post('00000000-0000-4000-8000-000000000000/suspend', { reason: 'Nobody here' });
    expect(errorOf(missing)).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    expect((await profileOf(member.token)).statusCode).toBe(200);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('is refused without canManageUsers', async () => {
    const member = await createPasswordMember(suite.context);
    const moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
    const response = await post(`${member.id}/suspend`, { reason: 'Not mine to do' }, moderator.token);
    expect(response.statusCode).toBe(403);
    expect((await profileOf(member.token)).statusCode).toBe(200);
  });
});

describe('timed suspensions', () => {
  it('end by themselves at their end, before and without the tidy-up job', async () => {
    const member = await createPasswordMember(suite.context);
    const response = await post(`${member.id}/suspend`, { reason: 'Cool-off', durationMinutes: 60 });
    const until = Date.parse(response.json<AdminMember>().suspendedUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await login(suite.context.app, member.email ?? '')).statusCode).toBe(403);

    // Move the end into the past on the database clock: no job has run, yet the suspension no longer applies.
    await suite.context.deps.db
      .update(users)
      .set({ suspendedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, member.id));
    expect((await login(suite.context.app, member.email ?? '')).statusCode).toBe(200);
    const listed = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/find?q=${member.id}`,
      headers: { authorization: `Bearer ${suite.admin.token}` },
    });
    expect(listed.json<{ items: AdminMember[] }>().items[0]).toMatchObject({
      status: 'ACTIVE',
      suspendedAt: null,
    });

    // The job tidies the row and audits the automatic end exactly once.
    expect(await endExpiredSuspensions(suite.context.deps)).toBeGreaterThanOrEqual(1);
    expect(await endExpiredSuspensions(suite.context.deps)).toBe(0);
    const [row] = await suite.context.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ suspendedAt: null, suspendedUntil: null, suspensionReason: null });
    const ends = (await auditOf(member.id)).filter((entry) => entry.action === 'member.suspension_ended');
    expect(ends).toEqual([{ action: 'member.suspension_ended', actor: null, details: { automatic: true } }]);
    expect(await emailsTo(member.email, 'account-unsuspended')).toHaveLength(1);
  });

  it('a one-minute suspension ends by itself on the clock', async () => {
    const member = await createPasswordMember(suite.context);
    await post(`${member.id}/suspend`, { reason: 'Short cool-off', durationMinutes: 1 });
    await suite.context.deps.db
      .update(users)
      .set({
        suspendedAt: sql`now() - interval '61 seconds'`,
        suspendedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(users.id, member.id));
    const again = await post(`${member.id}/suspend`, { reason: 'A new suspension after the end' });
    expect(again.statusCode).toBe(200);
  });
});

describe('lifting a suspension', () => {
  it('lets the member sign in again, audited and emailed; a second lift is refused', async () => {
    const member = await createPasswordMember(suite.context);
    await post(`${member.id}/suspend`, { reason: 'Chargeback' });
    const lifted = await post(`${member.id}/unsuspend`, { reason: 'Chargeback resolved' });
    expect(lifted.json<AdminMember>()).toMatchObject({ status: 'ACTIVE', suspensionReason: null });
    expect((await login(suite.context.app, member.email ?? '')).statusCode).toBe(200);
    const twice = await post(`${member.id}/unsuspend`, { reason: 'Chargeback resolved' });
    expect(errorOf(twice)).toEqual({
      code: 'MEMBER_NOT_SUSPENDED',
      message: 'This member is not suspended.',
    });
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual([
      'member.suspended',
      'member.unsuspended',
    ]);
    expect(await emailsTo(member.email, 'account-unsuspended')).toHaveLength(1);
  });
});

describe('bulk suspend and unsuspend', () => {
  it('changes all named members in one go and leaves those already suspended as they were', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createPasswordMember(suite.context)));
    if (!a || !b || !c) throw new Error('members');
    await post(`${c.id}/suspend`, { reason: 'Earlier case' });
    const response = await post('bulk-suspend', {
      ids: [a.id, b.id, c.id],
      reason: 'Farm ring',
      durationMinutes: 1440,
    });
    expect(response.json<BulkMemberResult>()).toEqual({ changed: [a.id, b.id], unchanged: [c.id] });
    expect((await profileOf(a.token)).statusCode).toBe(403);
    const [cRow] = await suite.context.deps.db.select().from(users).where(eq(users.id, c.id));
    expect(cRow?.suspensionReason).toBe('Earlier case');

    const lifted = await post('bulk-unsuspend', { ids: [a.id, b.id], reason: 'Undo of the bulk suspension' });
    expect(lifted.json<BulkMemberResult>()).toEqual({ changed: [a.id, b.id], unchanged: [] });
    expect((await login(suite.context.app, a.email ?? '')).statusCode).toBe(200);
  });

  it('writes nothing when one id is unknown, and refuses more than 100 ids', async () => {
    const member = await createPasswordMember(suite.context);
    const unknown = '00000000-0000-4000-8000-000000000001';
    const response = await post('bulk-suspend', { ids: [member.id, unknown], reason: 'Half known' });
    expect(errorOf(response).code).toBe('USER_NOT_FOUND');
    expect((await profileOf(member.token)).statusCode).toBe(200);
    expect(await auditOf(member.id)).toEqual([]);
    const ids = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await post('bulk-suspend', { ids, reason: 'Too many' })).statusCode).toBe(400);
  });

  it('50 parallel bulk calls over overlapping members suspend each once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => createPasswordMember(suite.context)));
    const ids = members.map((m) => m.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('bulk-suspend', { ids: [...ids].sort(() => (i % 2 ? 1 : -1)), reason: 'Ring' }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const changed = responses.flatMap((r) => r.json<BulkMemberResult>().changed);
    expect(changed.sort()).toEqual([...ids].sort());
    const audits = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(inArray(adminAuditLog.targetId, ids), eq(adminAuditLog.action, 'member.suspended')));
    expect(audits).toHaveLength(5);
  });
});
