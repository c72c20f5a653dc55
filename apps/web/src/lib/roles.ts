import { MODERATOR_LEVEL_ROLES, type AdminRole } from '@streamit/contract';
import type { IconName } from '../components/icon';

/** How an admin role is shown: its label key, icon and badge colour (DESIGN.md "Tiers and roles"). */
export interface RoleBadge {
  labelKey: `roles.${AdminRole}`;
  icon: IconName;
  /** Badge background; white text on it meets WCAG AA (at least 5.4:1). */
  colour: string;
}

/** Every admin role's badge, in one place. */
export const ADMIN_ROLE_BADGES: Readonly<Record<AdminRole, RoleBadge>> = {
  SUPER_ADMIN: { labelKey: 'roles.SUPER_ADMIN', icon: 'crown', colour: '#7c5a00' },
  ADMIN: { labelKey: 'roles.ADMIN', icon: 'shield', colour: '#b42318' },
  MODERATOR: { labelKey: 'roles.MODERATOR', icon: 'gavel', colour: '#1d4ed8' },
  CONTENT_MODERATOR: { labelKey: 'roles.CONTENT_MODERATOR', icon: 'film', colour: '#0f766e' },
  ANALYST: { labelKey: 'roles.ANALYST', icon: 'chart', colour: '#5b21b6' },
};

/** Tells whether a role has moderator-level access (spec §6). */
export function isModeratorLevel(role: AdminRole): boolean {
  return MODERATOR_LEVEL_ROLES.includes(role);
}
