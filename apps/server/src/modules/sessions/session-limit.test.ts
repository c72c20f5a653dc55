import { MAX_SESSIONS_PER_MEMBER } from '@streamit/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPasswordMember } from '../../../test/member-admin.test-support.js';
import { bearer, login, loginToken, useMemberSuite } from '../../../test/member-auth.test-support.js';
import { memberSessions } from './sessions.schema.js';

// Room for 50 sign-ins of one account; the per-address limit is met by giving each its own address.
const suite = useMemberSuite({ AUTH_LIMIT_ACCOUNT_MAX: '200' });

async function profileStatus(token: string): Promise<number> {
  const response = await suite.context.app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile',
    headers: bearer(token),
  });
  return response.statusCode;
}

function openSessions(userId: string) {
  return suite.context.deps.db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.userId, userId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.idleExpiresAt, sql`now()`),
      ),
    );
}

describe('the limit on concurrent sessions per member (decision 075)', () => {
  it('of 50 parallel sign-ins of one member, every one succeeds and exactly the limit stay open', async () => {
    const member = await createPasswordMember(suite.context);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login(suite.context.app, member.email ?? '')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(50).fill(200));
    expect(await openSessions(member.id)).toHaveLength(MAX_SESSIONS_PER_MEMBER);
    const tokens = [
      member.token,
      ...answers.map((answer) => answer.json<{ accessToken: string }>().accessToken),
    ];
    const statuses = await Promise.all(tokens.map(profileStatus));
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_SESSIONS_PER_MEMBER);
    expect(statuses.filter((status) => status === 401)).toHaveLength(51 - MAX_SESSIONS_PER_MEMBER);
    const ended = await suite.context.deps.db
      .select()
      .from(memberSessions)
      .where(
        and(eq(memberSessions.userId, member.id), eq(memberSessions.revokedReason, 'session limit reached')),
      );
    expect(ended).toHaveLength(51 - MAX_SESSIONS_PER_MEMBER);
  });

  it('a sign-in past the limit ends the session used longest ago, never the new one', async () => {
    const member = await createPasswordMember(suite.context);
    const tokens = [member.token];
    for (let i = 1; i < MAX_SESSIONS_PER_MEMBER; i += 1)
      tokens.push(await loginToken(suite.context.app, member.email ?? ''));
    const sessions = await openSessions(member.id);
    const byAge = sessions.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // The first session is still in use; the second is the one used longest ago.
    await suite.context.deps.db
      .update(memberSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(memberSessions.id, byAge[0]?.id ?? ''));
    const newest = await loginToken(suite.context.app, member.email ?? '');
    expect(await profileStatus(newest)).toBe(200);
    expect(await profileStatus(tokens[0] ?? '')).toBe(200);
    expect(await profileStatus(tokens[1] ?? '')).toBe(401);
    expect(await openSessions(member.id)).toHaveLength(MAX_SESSIONS_PER_MEMBER);
  });
});
