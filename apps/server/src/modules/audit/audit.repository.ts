import type { ListAuditLogQuery } from '@streamit/contract';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';
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

/** One page of the log, newest first, with the actor's email and name. */
export function listAuditRows(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({ ...AUDIT_COLUMNS, actorName: adminUsers.name })
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

/** A named person of the audit log: their name and email as they are now. */
export interface AuditPersonRow {
  id: string;
  name: string | null;
  email: string | null;
}

/** Members by id, with the name they show (display name, else first and last name). */
export async function findMembersByIds(db: Executor, ids: string[]): Promise<AuditPersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: sql<
        string | null
      >`coalesce(${users.displayName}, nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''))`,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Staff members by id. */
export async function findAdminsByIds(db: Executor, ids: string[]): Promise<AuditPersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.id, ids));
}
