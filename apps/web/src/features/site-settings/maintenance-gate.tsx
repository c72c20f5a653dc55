import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { useRefreshSiteConfigOnMaintenance, useSiteConfig } from './get-site-config.queries';

// The maintenance page itself and the admin area stay reachable (docs/decisions/010-maintenance-mode.md).
function isExempt(pathname: string): boolean {
  return pathname === '/maintenance' || pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Maintenance mode: sends every visitor without an admin session to the maintenance page while it is on.
 * Admins keep using the site and see a notice instead.
 */
export function MaintenanceGate() {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const { admin } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useRefreshSiteConfigOnMaintenance();
  const enabled = data?.maintenance.enabled ?? false;
  const sendAway = enabled && admin === null && !isExempt(pathname);
  useEffect(() => {
    if (sendAway) void navigate({ to: '/maintenance', replace: true });
  }, [sendAway, navigate]);
  if (!enabled || admin === null || isExempt(pathname)) return null;
  return (
    <p className="maintenance-notice mb-0" role="status">
      {t('maintenance.adminNotice')}
    </p>
  );
}
