import { and, count, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { definePreparedQuery } from '../../db/prepared-query.js';
import { groupLookups } from '../../db/statement-groups.js';
import { users } from '../members/members.schema.js';
import { referrals } from '../referrals/referrals.schema.js';
import { loginEvents, memberSessions, securityAlerts } from '../sessions/sessions.schema.js';
import { memberTwoFactor } from '../two-factor/two-factor.schema.js';

const referred = alias(users, 'referred');

/** Scalar subqueries about the member in `users.id`: one round trip for the whole dashboard. */
function memberFigures(db: Executor) {
  const referralsTotal = db
    .select({ value: count() })
    .from(referrals)
    .where(eq(referrals.referrerUserId, users.id));
  const referralsVerified = db
    .select({ value: count() })
    .from(referrals)
    .innerJoin(referred, eq(referred.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerUserId, users.id), isNotNull(referred.emailVerifiedAt)));
  const activeSessions = db
    .select({ value: count() })
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.userId, users.id),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.idleExpiresAt, sql`now()`),
        gt(memberSessions.absoluteExpiresAt, sql`now()`),
      ),
    );
  const twoFactor = db
    .select({ userId: memberTwoFactor.userId })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.userId, users.id), isNotNull(memberTwoFactor.enabledAt)));
  const unreadAlerts = db
    .select({ value: count() })
    .from(securityAlerts)
    .where(and(eq(securityAlerts.userId, users.id), isNull(securityAlerts.readAt)));
  const lastLogin = db
    .select({ value: max(loginEvents.createdAt) })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, users.id), eq(loginEvents.success, true)));
  return { referralsTotal, referralsVerified, activeSessions, twoFactor, unreadAlerts, lastLogin };
}

/**
 * The member's dashboard figures in one statement (the dashboard is read on every visit), prepared once; the
 * reads of requests arriving together are one statement (decision 078).
 */
export function findDashboardFigures(db: Executor, userId: string) {
  return lookUpDashboardFigures(db, userId);
}

const dashboardFiguresQuery = definePreparedQuery('find_dashboard_figures_of', (db, name) => {
  const figures = memberFigures(db);
  return db
    .select({
      userId: users.id,
      totalPoints: users.totalPoints,
      tier: users.tier,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      referralsTotal: sql<number>`(${figures.referralsTotal})::int`,
      referralsVerified: sql<number>`(${figures.referralsVerified})::int`,
      activeSessions: sql<number>`(${figures.activeSessions})::int`,
      twoFactorEnabled: sql<boolean>`exists (${figures.twoFactor})`,
      unreadAlerts: sql<number>`(${figures.unreadAlerts})::int`,
      lastLoginAt: sql<string | null>`(${figures.lastLogin})`,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare(name);
});

const lookUpDashboardFigures = groupLookups(
  (db: Executor, userIds: string[]) => dashboardFiguresQuery(db).execute({ userIds }),
  (row) => row.userId,
);
