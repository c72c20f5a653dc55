import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminSessions } from './admins.schema.js';

export type AdminSessionRow = typeof adminSessions.$inferSelect;
export type NewAdminSessionRow = typeof adminSessions.$inferInsert;

export async function insertAdminSession(db: Executor, values: NewAdminSessionRow): Promise<AdminSessionRow> {
  const [row] = await db.insert(adminSessions).values(values).returning();
  if (!row) throw new Error('admin session insert returned nothing');
  return row;
}

export async function findAdminSessionByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<AdminSessionRow | undefined> {
  const [row] = await db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a live session as seen now and slides its idle expiry (never past the absolute one).
 * Undefined when the session is revoked or expired, checked in the same statement.
 */
export async function touchAdminSession(
  db: Executor,
  tokenHash: string,
  now: Date,
  idleMs: number,
): Promise<AdminSessionRow | undefined> {
  const idleUntil = new Date(now.getTime() + idleMs);
  const [row] = await db
    .update(adminSessions)
    .set({
      lastSeenAt: now,
      idleExpiresAt: sql`least(${idleUntil}::timestamptz, ${adminSessions.absoluteExpiresAt})`,
    })
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.idleExpiresAt, now),
        gt(adminSessions.absoluteExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function revokeAdminSession(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
}

/** Revokes every live session of an admin; answers how many were live. */
export async function revokeAdminSessionsOf(db: Executor, adminId: string, reason: string): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.absoluteExpiresAt, new Date()),
      ),
    )
    .returning({ id: adminSessions.id });
  return rows.length;
}
