import { ADMIN_PERMISSIONS, type AdminPermission, type AdminRole } from '../enum-values.js';

/** The five capability flags of an admin user, each on or off (spec §3). */
export type AdminPermissionFlags = Record<AdminPermission, boolean>;

function flags(granted: readonly AdminPermission[]): AdminPermissionFlags {
  return Object.fromEntries(
    ADMIN_PERMISSIONS.map((permission) => [permission, granted.includes(permission)]),
  ) as AdminPermissionFlags;
}

/**
 * Flags a new admin of each role starts with (docs/decisions/006-admin-roles-and-permissions.md).
 * A SUPER_ADMIN can change them per admin, except a SUPER_ADMIN's, which are always all on.
 */
export const ADMIN_ROLE_DEFAULT_PERMISSIONS: Readonly<Record<AdminRole, AdminPermissionFlags>> = {
  SUPER_ADMIN: flags(ADMIN_PERMISSIONS),
  ADMIN: flags(ADMIN_PERMISSIONS),
  MODERATOR: flags(['canModerateContent', 'canManageCreators']),
  CONTENT_MODERATOR: flags(['canModerateContent']),
  ANALYST: flags(['canViewAnalytics']),
};

/** Roles whose flags cannot be narrowed: they always hold every permission. */
export const ADMIN_ROLES_WITH_ALL_PERMISSIONS: readonly AdminRole[] = ['SUPER_ADMIN'];

/** Roles that manage other admin users (`/admin/admin-users`). */
export const ADMIN_USER_MANAGER_ROLES: readonly AdminRole[] = ['SUPER_ADMIN'];

/** Roles that read the admin audit log (`/admin/system/logs/audit`). */
export const AUDIT_LOG_READER_ROLES: readonly AdminRole[] = ['SUPER_ADMIN', 'ADMIN'];

/** Roles that may add views by hand (`/admin/trigger-canvas-view-increment`); such views never pay out. */
export const VIEW_MINTER_ROLES: readonly AdminRole[] = ['SUPER_ADMIN', 'ADMIN'];

/** The flags an admin of `role` ends up with when `requested` flags are asked for. */
export function resolveAdminPermissions(
  role: AdminRole,
  requested: Partial<AdminPermissionFlags> = {},
): AdminPermissionFlags {
  if (ADMIN_ROLES_WITH_ALL_PERMISSIONS.includes(role)) return flags(ADMIN_PERMISSIONS);
  const defaults = ADMIN_ROLE_DEFAULT_PERMISSIONS[role];
  return Object.fromEntries(
    ADMIN_PERMISSIONS.map((permission) => [permission, requested[permission] ?? defaults[permission]]),
  ) as AdminPermissionFlags;
}
