import type { EndedMemberSessions } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { auditOfMember, createPasswordMember } from '../../../test/member-admin.test-support.js';
import { loginToken } from '../../../test/member-auth.test-support.js';
import { users } from '../members/members.schema.js';

const suite = useAdminSuite('ADMIN');

function endSessions(userId: string, payload: unknown, token = suite.admin.token) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/end-sessions`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

async function profileStatus(token: string): Promise<number> {
  const response = await suite.context.app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

const auditOf = (userId: string) => auditOfMember(suite.context, userId);

describe('staff end one member’s sessions', () => {
  it('ends every open session: their tokens get 401, the member is not suspended and is audited', async () => {
    const member = await createPasswordMember(suite.context);
    const second = await loginToken(suite.context.app, member.email ?? '');
    const response = await endSessions(member.id, { reason: 'Phone reported stolen' });
    expect(response.statusCode).toBe(200);
    expect(response.json<EndedMemberSessions>()).toEqual({ ended: 2 });
    expect(await profileStatus(member.token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect(await auditOf(member.id)).toEqual([
      {
        action: 'member.sessions_ended',
        actor: suite.admin.id,
        details: { reason: 'Phone reported stolen', endedSessions: 2 },
      },
    ]);
    const [row] = await suite.context.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.suspendedAt).toBeNull();
    // Not suspended: the member signs in again, and a second call finds nothing open but is still audited.
    expect(await profileStatus(await loginToken(suite.context.app, member.email ?? ''))).toBe(200);
    await endSessions(member.id, { reason: 'Once more, to be sure' });
    expect((await endSessions(member.id, { reason: 'Nothing left' })).json()).toEqual({ ended: 0 });
    expect(await auditOf(member.id)).toHaveLength(3);
  });

  it('is refused without canManageUsers, needs a reason and a known member, and ends nothing then', async () => {
    const member = await createPasswordMember(suite.context);
    const moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
    const refused = await endSessions(member.id, { reason: 'Not mine to do' }, moderator.token);
    expect(refused.statusCode).toBe(403);
    expect((await endSessions(member.id, { reason: 'x' })).statusCode).toBe(400);
    expect((await endSessions(member.id, {})).statusCode).toBe(400);
    const missing = await endSessions('00000000-0000-4000-8000-000000000000', { reason: 'Nobody here' });
    expect(errorOf(missing)).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    expect(await profileStatus(member.token)).toBe(200);
    expect(await auditOf(member.id)).toEqual([]);
  });
});
