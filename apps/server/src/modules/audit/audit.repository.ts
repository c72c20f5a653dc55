import type { ListAuditLogQuery } from '@streamit/contract';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminUsers } from '../admins/admins.schema.js';
import { adminAuditLog } from './audit.schema.js';

export type NewAuditRow = typeof adminAuditLog.$inferInsert;
export type AuditFilter = Omit<ListAuditLogQuery, 'page' | 'limit'>;

export async function insertAuditRow(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(adminAuditLog).values(row);
}

function filterConditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
    filter.actorAdminId ? eq(adminAuditLog.actorAdminId, filter.actorAdminId) : undefined,
    filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(adminAuditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lt(adminAuditLog.at, new Date(filter.to)) : undefined,
  );
}

const AUDIT_COLUMNS = {
  id: adminAuditLog.id,
  at: adminAuditLog.at,
  actorAdminId: adminAuditLog.actorAdminId,
  actorEmail: adminUsers.email,
  action: adminAuditLog.action,
  targetType: adminAuditLog.targetType,
  targetId: adminAuditLog.targetId,
  ip: adminAuditLog.ip,
  details: adminAuditLog.details,
};

/** Up to `limit` rows older than `after` (newest first), for exports that walk the whole filtered log. */
export function listAuditRowsBefore(
  db: Executor,
  filter: AuditFilter,
  after: { at: Date; id: number } | undefined,
  limit: number,
) {
  const beyond = after
    ? sql`(${adminAuditLog.at}, ${adminAuditLog.id}) < (${after.at}, ${after.id})`
    : undefined;
  return db
    .select(AUDIT_COLUMNS)
    .from(adminAuditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, adminAuditLog.actorAdminId))
    .where(and(filterConditions(filter), beyond))
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(limit);
}

/** One page of the log, newest first, with the actor's email. */
export function listAuditRows(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select(AUDIT_COLUMNS)
    .from(adminAuditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, adminAuditLog.actorAdminId))
    .where(filterConditions(filter))
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditRows(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminAuditLog).where(filterConditions(filter));
  return row?.total ?? 0;
}
