import { useTranslation } from '../../../i18n/use-translation';
import { getMemberDisplayName } from '../../../lib/member-display';
import {
  AVATAR_MENU_LINKS,
  buildUserMenuLinks,
  MAIN_LINKS,
  type NavGroup,
  type NavLink,
} from '../../../lib/navigation';
import { buildAdminHeaderLinks } from '../../../routes/admin-screens';
import type { Session } from '../../../lib/session';
import { ActivitySearch } from '../../../features/search/activity-search';
import { Icon } from '../../icon';
import { MemberAvatar } from '../../member-avatar';
import { useTheme } from '../../../lib/theme/theme-context';
import { Offcanvas } from '../../offcanvas';
import { RoleBadge, TierBadge } from '../../role-badge';
import { LanguageSwitch } from '../language-switch';
import { GuestLinks } from './account-area';
import { NavLinkItem } from './nav-link-item';
import { SITE_DRAWER_ID } from './site-drawer-id';

/** Props of SiteDrawer. */
export interface SiteDrawerProps {
  open: boolean;
  onClose: () => void;
  session: Session;
  groups: NavGroup[];
  onMemberLogout: () => void;
  onAdminLogout: () => void;
}

function DrawerSection({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: readonly NavLink[];
  onNavigate: () => void;
}) {
  return (
    <section className="si-drawer__section" aria-label={title}>
      <h3 className="si-drawer__heading">{title}</h3>
      <ul className="nav flex-column">
        {links.map((link) => (
          <NavLinkItem key={link.id} link={link} className="nav-link" onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}

function LogoutButton({ label, onLogout }: { label: string; onLogout: () => void }) {
  return (
    <button type="button" className="btn btn-outline-secondary w-100 mt-2 si-logout" onClick={onLogout}>
      <Icon name="logout" className="me-2" />
      {label}
    </button>
  );
}

function DrawerAccount({
  session,
  onClose,
  onMemberLogout,
  onAdminLogout,
}: Omit<SiteDrawerProps, 'open' | 'groups'>) {
  const { t } = useTranslation();
  if (session.admin) {
    return (
      <div className="si-drawer__account">
        <p className="si-menu-identity mb-2">
          <span className="fw-semibold" dir="auto">
            {session.admin.name}
          </span>
          <RoleBadge role={session.admin.role} />
        </p>
        <DrawerSection
          title={t('nav.adminMenu')}
          links={buildAdminHeaderLinks(session.admin)}
          onNavigate={onClose}
        />
        <LogoutButton label={t('nav.adminLogout')} onLogout={onAdminLogout} />
      </div>
    );
  }
  if (session.member) {
    const { member } = session;
    // In the drawer the user menu and the avatar menu form one account section with a single Logout.
    return (
      <div className="si-drawer__account">
        <p className="si-menu-identity mb-2">
          <MemberAvatar user={member} />
          <span className="fw-semibold" dir="auto" data-testid="drawer-member-name">
            {getMemberDisplayName(member) ?? t('nav.guestName')}
          </span>
          <TierBadge tier={member.tier} />
        </p>
        <DrawerSection
          title={t('nav.userMenu')}
          links={[...buildUserMenuLinks(member), ...AVATAR_MENU_LINKS]}
          onNavigate={onClose}
        />
        <LogoutButton label={t('nav.logout')} onLogout={onMemberLogout} />
      </div>
    );
  }
  return <GuestLinks className="si-drawer__guest" onNavigate={onClose} />;
}

/** The mobile side drawer below the xl breakpoint: search, the header groups and the account section. */
export function SiteDrawer({
  open,
  onClose,
  session,
  groups,
  onMemberLogout,
  onAdminLogout,
}: SiteDrawerProps) {
  const { t } = useTranslation();
  const { settings } = useTheme();
  return (
    <Offcanvas
      open={open}
      onClose={onClose}
      title={t('nav.drawerTitle')}
      placement="start"
      id={SITE_DRAWER_ID}
      className="si-drawer"
      dark={settings.sidebar.tone === 'dark'}
    >
      <ActivitySearch idPrefix="drawer" onNavigate={onClose} />
      <nav aria-label={t('nav.drawerNavLabel')}>
        <DrawerSection title={t('nav.mainLinksLabel')} links={MAIN_LINKS} onNavigate={onClose} />
        {groups.map((group) => (
          <DrawerSection key={group.id} title={t(group.labelKey)} links={group.links} onNavigate={onClose} />
        ))}
      </nav>
      <DrawerAccount
        session={session}
        onClose={onClose}
        onMemberLogout={onMemberLogout}
        onAdminLogout={onAdminLogout}
      />
      <div className="mt-3 d-sm-none">
        <LanguageSwitch />
      </div>
    </Offcanvas>
  );
}
