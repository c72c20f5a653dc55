import { MAINTENANCE_OPERATOR_ROLES, type AdminUser } from '@streamit/contract';
import type { NavLink } from '../../lib/navigation';

const EXPORT_LINK: NavLink = {
  id: 'export',
  to: '/admin/export',
  labelKey: 'adminMaintenance.exportNavLabel',
};
const MAINTENANCE_LINK: NavLink = {
  id: 'maintenance',
  to: '/admin/maintenance',
  labelKey: 'adminMaintenance.navLabel',
};

// System screens go last, just before "View site": the export under canManageUsers, maintenance for the
// two top roles.
/** The menu with the export and maintenance links the admin may open. */
export function withMaintenanceLinks(links: NavLink[], admin: AdminUser): NavLink[] {
  const extra = [
    ...(admin.canManageUsers ? [EXPORT_LINK] : []),
    ...(MAINTENANCE_OPERATOR_ROLES.includes(admin.role) ? [MAINTENANCE_LINK] : []),
  ];
  return [...links.slice(0, -1), ...extra, ...links.slice(-1)];
}
