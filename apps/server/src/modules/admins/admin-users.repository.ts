import type { AdminRole } from '@streamit/contract';
import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminUsers } from './admins.schema.js';

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type NewAdminUserRow = typeof adminUsers.$inferInsert;
export type AdminUserChanges = Partial<Omit<NewAdminUserRow, 'id' | 'createdAt'>>;

/** Filters of the admin-users list. */
export interface AdminUserFilter {
  role?: AdminRole | undefined;
  status: 'active' | 'disabled' | 'all';
  search?: string | undefined;
}

/** The admin with this email, compared case-insensitively. */
export async function findAdminByEmail(db: Executor, email: string): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`);
  return row;
}

export async function findAdminById(db: Executor, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

/** Reads an admin row and locks it until the transaction ends. */
export async function findAdminByIdForUpdate(db: Executor, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  return row;
}

export async function insertAdmin(db: Executor, values: NewAdminUserRow): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(values).returning();
  if (!row) throw new Error('admin insert returned nothing');
  return row;
}

export async function updateAdmin(
  db: Executor,
  id: string,
  changes: AdminUserChanges,
): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .update(adminUsers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning();
  return row;
}

function filterConditions(filter: AdminUserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.role) conditions.push(eq(adminUsers.role, filter.role));
  if (filter.status === 'active') conditions.push(isNull(adminUsers.disabledAt));
  if (filter.status === 'disabled') conditions.push(isNotNull(adminUsers.disabledAt));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(or(ilike(adminUsers.name, pattern), ilike(adminUsers.email, pattern)));
  }
  return and(...conditions);
}

/** One page of admins, by name then email. */
export function listAdmins(db: Executor, filter: AdminUserFilter, limit: number, offset: number) {
  return db
    .select()
    .from(adminUsers)
    .where(filterConditions(filter))
    .orderBy(asc(adminUsers.name), asc(adminUsers.email))
    .limit(limit)
    .offset(offset);
}

export async function countAdmins(db: Executor, filter: AdminUserFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminUsers).where(filterConditions(filter));
  return row?.total ?? 0;
}

/** Active SUPER_ADMINs other than `exceptId`. */
export async function countOtherActiveSuperAdmins(db: Executor, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.role, 'SUPER_ADMIN'), isNull(adminUsers.disabledAt), ne(adminUsers.id, exceptId)),
    );
  return row?.total ?? 0;
}

export async function anyAdminExists(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return rows.length > 0;
}

/**
 * Serialises changes that must keep at least one active SUPER_ADMIN (and first-admin creation)
 * across concurrent requests and processes, until the transaction ends.
 */
export async function lockAdminRoster(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('streamit.admin_users.roster'))`);
}

/**
 * Records `step` as the last TOTP step used, only when it is newer than the stored one; false
 * means a concurrent request already used this code.
 */
export async function claimTotpStep(db: Executor, adminId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step, lastLoginAt: new Date() })
    .where(
      and(
        eq(adminUsers.id, adminId),
        or(isNull(adminUsers.totpLastStep), sql`${adminUsers.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}
