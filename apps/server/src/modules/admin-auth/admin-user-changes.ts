import { ADMIN_PERMISSIONS } from '@streamit/contract';
import type { AdminUserChanges, AdminUserRow } from '../admins/admins.queries.js';

/** The fields of an admin that decide what they may do. */
interface AccessFields {
  name?: string | undefined;
  role?: AdminUserRow['role'] | undefined;
  disabledAt?: Date | null | undefined;
  canModerateContent?: boolean | undefined;
  canManageUsers?: boolean | undefined;
  canManagePoints?: boolean | undefined;
  canViewAnalytics?: boolean | undefined;
  canManageCreators?: boolean | undefined;
}

/** Whether planned changes touch role, flags or disabled state (anything but the name). */
export function accessChanges(target: AdminUserRow, changes: AdminUserChanges): boolean {
  if (changes.role !== undefined && changes.role !== target.role) return true;
  if (changes.disabledAt !== undefined && Boolean(changes.disabledAt) !== Boolean(target.disabledAt))
    return true;
  return ADMIN_PERMISSIONS.some((flag) => changes[flag] !== undefined && changes[flag] !== target[flag]);
}

/**
 * Whether an admin can do less after a change: a new role (role checks elsewhere may differ), a
 * flag turned off, or a disable. Their sessions are then revoked so the change bites at once.
 */
export function losesAccess(before: AdminUserRow, after: AdminUserRow): boolean {
  if (before.role !== after.role) return true;
  if (!before.disabledAt && after.disabledAt) return true;
  return ADMIN_PERMISSIONS.some((flag) => before[flag] && !after[flag]);
}

/** `{ field: { from, to } }` for each field that changed, for the audit log. */
export function describeChanges(before: AccessFields, after: AccessFields): Record<string, unknown> {
  const fields = ['name', 'role', ...ADMIN_PERMISSIONS] as const;
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (before[field] !== after[field]) changed[field] = { from: before[field], to: after[field] };
  }
  const wasDisabled = Boolean(before.disabledAt);
  const isDisabled = Boolean(after.disabledAt);
  if (wasDisabled !== isDisabled) changed.disabled = { from: wasDisabled, to: isDisabled };
  return changed;
}
