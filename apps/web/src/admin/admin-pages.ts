import type { AdminPermission } from '@streamit/contract';
import type { IconName } from '../components/icon';

/** An admin area screen: its icon and the permission flag it needs, if any (spec §2 admin menu). */
export interface AdminPageDefinition {
  icon: IconName;
  permission: AdminPermission | null;
}

/** The admin area's screens, all arriving with the next release. */
export const ADMIN_PAGES = {
  dashboard: { icon: 'dashboard', permission: null },
  moderation: { icon: 'shieldCheck', permission: 'canModerateContent' },
  users: { icon: 'people', permission: 'canManageUsers' },
  analytics: { icon: 'chart', permission: 'canViewAnalytics' },
} as const satisfies Record<string, AdminPageDefinition>;

/** Id of an admin area screen. */
export type AdminPageId = keyof typeof ADMIN_PAGES;
