import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { loginEvents, memberDevices, securityAlerts } from './sessions.schema.js';

/** Failed sign-ins of a member within the last `sinceMs`. */
export async function countFailedLogins(db: Executor, userId: string, sinceMs: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.success, false),
        gt(loginEvents.createdAt, new Date(Date.now() - sinceMs)),
      ),
    );
  return row?.value ?? 0;
}

/** The IPs a member signed in from within the last `sinceMs`, most recent first (at most 20). */
export async function recentIps(db: Executor, userId: string, sinceMs: number) {
  return db
    .select({ ip: loginEvents.ip, logins: count(), lastSeenAt: max(loginEvents.createdAt) })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.success, true),
        gt(loginEvents.createdAt, new Date(Date.now() - sinceMs)),
      ),
    )
    .groupBy(loginEvents.ip)
    .orderBy(desc(max(loginEvents.createdAt)))
    .limit(20);
}

/** Whether the member reported suspicious activity in the last 30 days. */
export async function recentSuspiciousReport(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ value: count() })
    .from(securityAlerts)
    .where(
      and(
        eq(securityAlerts.userId, userId),
        eq(securityAlerts.kind, 'SUSPICIOUS_REPORTED'),
        gt(securityAlerts.createdAt, sql`now() - interval '30 days'`),
      ),
    );
  return (row?.value ?? 0) > 0;
}

/** The member's last successful sign-in, if any. */
export async function lastLogin(db: Executor, userId: string) {
  const [row] = await db
    .select({ at: loginEvents.createdAt, ip: loginEvents.ip })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, userId), eq(loginEvents.success, true)))
    .orderBy(desc(loginEvents.createdAt))
    .limit(1);
  return row ? { at: row.at.toISOString(), ip: row.ip } : null;
}

/** One page of a member's sign-in attempts, newest first, with the device name, and the total count. */
export async function findLoginHistoryPage(db: Executor, userId: string, page: number, limit: number) {
  const rows = await db
    .select({ event: loginEvents, device: memberDevices.name })
    .from(loginEvents)
    .leftJoin(memberDevices, eq(memberDevices.id, loginEvents.deviceId))
    .where(eq(loginEvents.userId, userId))
    .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ value: count() }).from(loginEvents).where(eq(loginEvents.userId, userId));
  return { rows, total: total?.value ?? 0 };
}
