import type { AdminUser } from '@streamit/contract';
import { useTranslation } from '../i18n/use-translation';
import type { IconName } from '../components/icon';
import { NavLinkItem } from '../components/layout/header/nav-link-item';
import { VIEW_SITE_LINK, type NavLink } from '../lib/navigation';
import { useSession } from '../lib/use-session';
import { linkToAdminScreen, listAdminMenuScreens } from '../routes/admin-screens';

/** One entry of the admin menu: a link and its icon. */
export interface AdminMenuItem {
  link: NavLink;
  icon: IconName;
}

/** The admin menu for a staff member: the screens of the table they may open, in table order, then View site. */
export function buildAdminMenu(admin: AdminUser): AdminMenuItem[] {
  const screens = listAdminMenuScreens(admin).map((screen) => ({
    link: linkToAdminScreen(screen),
    icon: screen.icon,
  }));
  return [...screens, { link: VIEW_SITE_LINK, icon: 'home' }];
}

/** The admin side navigation: one link per screen the signed-in staff member may open. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  if (!admin) return null;
  return (
    <nav aria-label={t('admin.navLabel')}>
      <ul className="nav flex-column admin-nav">
        {buildAdminMenu(admin).map(({ link, icon }) => (
          <NavLinkItem key={link.id} link={link} className="nav-link" onNavigate={onNavigate} icon={icon} />
        ))}
      </ul>
    </nav>
  );
}
