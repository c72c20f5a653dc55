import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { memberSecuritySettings, securityAlerts } from './sessions.schema.js';

/** The saved notification settings of a member, if they ever saved any. */
export async function findSecuritySettings(db: Executor, userId: string) {
  const [row] = await db
    .select({
      emailOnNewDevice: memberSecuritySettings.emailOnNewDevice,
      emailOnSecurityAlert: memberSecuritySettings.emailOnSecurityAlert,
    })
    .from(memberSecuritySettings)
    .where(eq(memberSecuritySettings.userId, userId));
  return row;
}

/** Stores a member's full notification settings (insert or replace). */
export async function upsertSecuritySettings(
  db: Executor,
  userId: string,
  settings: { emailOnNewDevice: boolean; emailOnSecurityAlert: boolean },
): Promise<void> {
  await db
    .insert(memberSecuritySettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({
      target: memberSecuritySettings.userId,
      set: { ...settings, updatedAt: new Date() },
    });
}

/** Stores one alert for a member. */
export async function insertAlert(
  db: Executor,
  row: { userId: string; kind: string; message: string; ip: string | null },
): Promise<void> {
  await db.insert(securityAlerts).values(row);
}

/** How many alerts the member has not read. */
export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(securityAlerts)
    .where(and(eq(securityAlerts.userId, userId), isNull(securityAlerts.readAt)));
  return row?.value ?? 0;
}

/** A page of a member's alerts, newest first, and how many they have in all. */
export async function findAlertPage(db: Executor, userId: string, page: number, limit: number) {
  const rows = await db
    .select()
    .from(securityAlerts)
    .where(eq(securityAlerts.userId, userId))
    .orderBy(desc(securityAlerts.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db
    .select({ value: count() })
    .from(securityAlerts)
    .where(eq(securityAlerts.userId, userId));
  return { rows, total: total?.value ?? 0 };
}

/** Marks the given alerts read. */
export async function markAlertsRead(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await db.update(securityAlerts).set({ readAt: new Date() }).where(inArray(securityAlerts.id, ids));
}
