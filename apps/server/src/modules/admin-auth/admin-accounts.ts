import {
  ADMIN_PERMISSIONS,
  resolveAdminPermissions,
  type AdminPermissionFlags,
  type AdminRole,
  type AdminUserDetail,
} from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { AppError } from '../../http/app-error.js';
import { normalizeEmail } from './admin-auth.service.js';
import { toAdminUser } from './admin-sessions.service.js';
import { insertAdmin, type AdminUserRow } from '../admins/admins.queries.js';

/** What it takes to make an admin account; flags left out come from the role's defaults. */
export interface NewAdminAccount {
  name: string;
  email: string;
  role: AdminRole;
  permissions?: Partial<AdminPermissionFlags>;
  /** Set for accounts made from the command line or the environment; null means setup pending. */
  passwordHash?: string | null;
}

/** The five flags of an admin row. */
export function permissionsOf(row: AdminUserRow): AdminPermissionFlags {
  return Object.fromEntries(ADMIN_PERMISSIONS.map((flag) => [flag, row[flag]])) as AdminPermissionFlags;
}

/** Only the flags named in a request body. */
export function requestedPermissions(body: Partial<AdminPermissionFlags>): Partial<AdminPermissionFlags> {
  const requested: Partial<AdminPermissionFlags> = {};
  for (const flag of ADMIN_PERMISSIONS) {
    const value = body[flag];
    if (value !== undefined) requested[flag] = value;
  }
  return requested;
}

/** An admin as a SUPER_ADMIN manages it. */
export function toAdminUserDetail(row: AdminUserRow): AdminUserDetail {
  return {
    ...toAdminUser(row),
    totpEnabled: row.totpEnabled,
    setupPending: row.passwordHash === null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Inserts an admin account; a taken email (any letter case) is ADMIN_EMAIL_TAKEN. */
export async function createAdminAccount(db: Executor, account: NewAdminAccount): Promise<AdminUserRow> {
  try {
    return await insertAdmin(db, {
      name: account.name.trim(),
      email: normalizeEmail(account.email),
      role: account.role,
      ...resolveAdminPermissions(account.role, account.permissions),
      passwordHash: account.passwordHash ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ADMIN_EMAIL_TAKEN');
    throw error;
  }
}
