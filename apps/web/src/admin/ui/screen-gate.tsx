import { Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { findAdminScreen, mayOpenAdminScreen } from '../../routes/admin-screens';
import { NoAccessNotice, ScreenFrame } from './screen-frame';

/**
 * The per-screen guard, read from the screen table: the open screen's header, then its page for staff who
 * may open it, else the notice. A refused page is never rendered, so it sends no data request.
 */
export function ScreenGate() {
  const { t } = useTranslation();
  const { admin } = useSession();
  const fullPath = useMatches({ select: (matches) => matches.at(-1)?.fullPath });
  const screen = findAdminScreen(fullPath);
  if (!screen) return <Outlet />;
  return (
    <ScreenFrame title={t(screen.titleKey)} summary={t(screen.summaryKey)}>
      {mayOpenAdminScreen(admin, screen.access) ? <Outlet /> : <NoAccessNotice />}
    </ScreenFrame>
  );
}
