import type { AdminPermission, AdminRole } from '../enum-values.js';
import { AUDIT_LOG_READER_ROLES } from './admin-roles.js';

// The permission or roles each staff screen and its endpoints need, kept apart from the endpoints' zod schemas:
// the web app's screen table reads them on every page, so they must not pull zod into the entry chunk.

/** The staff permission every analytics report needs (spec §2 admin menu). */
export const ANALYTICS_PERMISSION = 'canViewAnalytics' as const;

/**
 * Staff who read contact messages: they hold people's names and addresses, so the flag for managing
 * members, not the moderation of content (SUPER_ADMIN and ADMIN by default; grantable per admin).
 */
export const CONTACT_MESSAGES_PERMISSION: AdminPermission = 'canManageUsers';

/**
 * Staff who work the support desk: tickets hold members' names, addresses and history, so the flag for
 * managing members (SUPER_ADMIN and ADMIN by default, grantable per admin), like contact messages.
 */
export const SUPPORT_DESK_PERMISSION: AdminPermission = 'canManageUsers';

/** The permission every security centre call needs (decision 039). */
export const SECURITY_CENTRE_PERMISSION = 'canManageUsers' as const;

/**
 * Staff who read the outbox: emails hold verification and reset codes, so the two top roles only
 * (spec: SUPER_ADMIN and ADMIN), not a grantable flag.
 */
export const OUTBOX_ROLES: readonly AdminRole[] = ['SUPER_ADMIN', 'ADMIN'];

/** Roles that switch maintenance mode (docs/decisions/010-maintenance-mode.md). */
export const MAINTENANCE_MANAGER_ROLES: readonly AdminRole[] = ['SUPER_ADMIN', 'ADMIN'];

/** Roles that see and run the maintenance tasks. */
export const TASK_RUNNER_ROLES: readonly AdminRole[] = ['SUPER_ADMIN', 'ADMIN'];

/** Roles that read the system screens (`/admin/system/*`): the same as the audit log's. */
export const SYSTEM_READER_ROLES = AUDIT_LOG_READER_ROLES;
