import type { DashboardStats } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { updateUser } from '../members/members.repository.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { insertReferral } from '../referrals/referrals.repository.js';
import { insertAlert } from '../sessions/security-alerts.repository.js';
import { memberSessions, securityAlerts } from '../sessions/sessions.schema.js';
import { createSession } from '../sessions/sessions.service.js';

let context: TestContext;
let member: TestMember;

const client = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

async function referMembers(referrerId: string): Promise<void> {
  const verified = await createSignedInMember(context);
  const unverified = await createSignedInMember(context);
  await updateUser(context.deps.db, unverified.id, { emailVerifiedAt: null });
  for (const referred of [verified, unverified])
    await insertReferral(context.deps.db, {
      referredUserId: referred.id,
      referrerUserId: referrerId,
      code: 'DASH',
    });
}

beforeAll(async () => {
  context = await createTestContext();
  member = await createSignedInMember(context);
  await referMembers(member.id);
  // Three sessions, one revoked: two are live.
  await createSession(context.deps, context.app.log, member.id, client, 'password');
  const { session } = await createSession(context.deps, context.app.log, member.id, client, 'password');
  await context.deps.db
    .update(memberSessions)
    .set({ revokedAt: new Date() })
    .where(eq(memberSessions.id, session.id));
  // Three alerts, one read: two unread.
  for (const kind of ['NEW_DEVICE', 'NEW_LOCATION', 'PASSWORD_CHANGED'])
    await insertAlert(context.deps.db, { userId: member.id, kind, message: 'test', ip: null });
  const [first] = await context.deps.db
    .select()
    .from(securityAlerts)
    .where(eq(securityAlerts.userId, member.id));
  await context.deps.db
    .update(securityAlerts)
    .set({ readAt: new Date() })
    .where(eq(securityAlerts.id, first?.id ?? ''));
}, 60_000);
afterAll(async () => {
  await context.close();
});

describe('GET /auth/dashboard-stats', () => {
  it('counts referrals, live sessions and unread alerts of this member only, with the latest sign-in', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/dashboard-stats',
      headers: authHeader(member.token),
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<DashboardStats>();
    expect(stats.referrals).toEqual({ total: 2, verified: 1 });
    expect(stats.security).toEqual({ activeSessions: 2, twoFactorEnabled: false, unreadAlerts: 2 });
    expect(stats.emailVerified).toBe(true);
    expect(Date.now() - Date.parse(stats.lastLoginAt ?? '')).toBeLessThan(60_000);
  });

  it('answers 401 for a member whose session was revoked', async () => {
    await context.deps.db
      .update(memberSessions)
      .set({ revokedAt: new Date() })
      .where(eq(memberSessions.userId, member.id));
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/dashboard-stats',
      headers: authHeader(member.token),
    });
    expect(response.statusCode).toBe(401);
  });
});
