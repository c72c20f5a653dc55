import {
  ADMIN_USER_MANAGER_ROLES,
  MAINTENANCE_MANAGER_ROLES,
  OUTBOX_ROLES,
  SECURITY_CENTRE_PERMISSION,
  SUPPORT_DESK_PERMISSION,
  SYSTEM_READER_ROLES,
  TASK_RUNNER_ROLES,
  type AdminRole,
  type AdminUser,
} from '@streamit/contract';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon, type IconName } from '../components/icon';
import { NavLinkItem } from '../components/layout/header/nav-link-item';
import { LanguageSwitch } from '../components/layout/language-switch';
import { Offcanvas } from '../components/offcanvas';
import { AdminModeBadge, RoleBadge } from '../components/role-badge';
import { ThemeCustomizerButton } from '../components/theme/theme-customizer-button';
import { logoutAdmin } from '../lib/logout';
import { buildAdminMenuLinks, type NavLink } from '../lib/navigation';
import { useTheme } from '../lib/theme/theme-context';
import { useSession } from '../lib/use-session';
import { withMaintenanceLinks } from './maintenance/maintenance-links';
import { useSiteName } from '../features/site/use-site-name';

const LINK_ICONS: Readonly<Record<string, IconName>> = {
  'admin-dashboard': 'dashboard',
  moderation: 'shieldCheck',
  'featured-content': 'star',
  users: 'people',
  analytics: 'chart',
  'points-config': 'coin',
  exchanges: 'coin',
  'social-tasks': 'star',
  'creator-applications': 'people',
  outbox: 'mail',
  support: 'chat',
  export: 'upload',
  maintenance: 'shield',
  settings: 'customize',
  tasks: 'clock',
  system: 'chart',
  security: 'shieldCheck',
  'admin-users': 'people',
  'view-site': 'home',
};

const FEATURED_LINK: NavLink = {
  id: 'featured-content',
  to: '/admin/featured-content',
  labelKey: 'moderation.featured.navLabel',
};

// Curating featured slots is content work, so it sits right after Moderation under the same flag.
function withFeaturedLink(links: NavLink[], canModerate: boolean): NavLink[] {
  if (!canModerate) return links;
  const after = links.findIndex((link) => link.id === 'moderation') + 1;
  return [...links.slice(0, after), FEATURED_LINK, ...links.slice(after)];
}

const POINTS_CONFIG_LINK: NavLink = {
  id: 'points-config',
  to: '/admin/points-config',
  labelKey: 'pointsConfig.navLabel',
};

// The points rules follow the member screens (Users, Analytics) under their own flag, before "View site".
function withPointsConfigLink(links: NavLink[], canManagePoints: boolean): NavLink[] {
  if (!canManagePoints) return links;
  return [...links.slice(0, -1), POINTS_CONFIG_LINK, ...links.slice(-1)];
}

const EXCHANGES_LINK: NavLink = {
  id: 'exchanges',
  to: '/admin/exchanges',
  labelKey: 'adminExchanges.navLabel',
};

// Exchanges spend treasury tokens, so they sit under canManagePoints, before the system screens.
function withExchangesLink(links: NavLink[], canManagePoints: boolean): NavLink[] {
  if (!canManagePoints) return links;
  return [...links.slice(0, -1), EXCHANGES_LINK, ...links.slice(-1)];
}

const SOCIAL_TASKS_LINK: NavLink = {
  id: 'social-tasks',
  to: '/admin/social-tasks',
  labelKey: 'socialAdmin.navLabel',
};

// Social tasks pay points, so they follow the exchanges under canManagePoints.
function withSocialTasksLink(links: NavLink[], canManagePoints: boolean): NavLink[] {
  if (!canManagePoints) return links;
  return [...links.slice(0, -1), SOCIAL_TASKS_LINK, ...links.slice(-1)];
}

const CREATOR_APPLICATIONS_LINK: NavLink = {
  id: 'creator-applications',
  to: '/admin/creator-applications',
  labelKey: 'creatorReview.navLabel',
};

// Creator applications follow the points rules under their own flag, before "View site".
function withCreatorApplicationsLink(links: NavLink[], canManageCreators: boolean): NavLink[] {
  if (!canManageCreators) return links;
  return [...links.slice(0, -1), CREATOR_APPLICATIONS_LINK, ...links.slice(-1)];
}

const OUTBOX_LINK: NavLink = { id: 'outbox', to: '/admin/outbox', labelKey: 'outbox.navLabel' };

// The outbox is a system screen for the two top roles; it goes last, just before "View site".
function withOutboxLink(links: NavLink[], role: AdminRole): NavLink[] {
  if (!OUTBOX_ROLES.includes(role)) return links;
  return [...links.slice(0, -1), OUTBOX_LINK, ...links.slice(-1)];
}

const SUPPORT_LINK: NavLink = { id: 'support', to: '/admin/support', labelKey: 'supportDesk.navLabel' };

// The desk works members' tickets, so it follows the users screen under the same flag (decision 033).
function withSupportLink(links: NavLink[], admin: AdminUser): NavLink[] {
  if (!admin[SUPPORT_DESK_PERMISSION]) return links;
  const users = links.findIndex((link) => link.id === 'users');
  const after = users >= 0 ? users + 1 : links.length - 1;
  return [...links.slice(0, after), SUPPORT_LINK, ...links.slice(after)];
}

const OPS_LINKS: readonly { link: NavLink; roles: readonly AdminRole[] }[] = [
  {
    link: { id: 'settings', to: '/admin/settings', labelKey: 'adminOps.nav.settings' },
    roles: MAINTENANCE_MANAGER_ROLES,
  },
  { link: { id: 'tasks', to: '/admin/tasks', labelKey: 'adminOps.nav.tasks' }, roles: TASK_RUNNER_ROLES },
  {
    link: { id: 'system', to: '/admin/system', labelKey: 'adminOps.nav.system' },
    roles: SYSTEM_READER_ROLES,
  },
];

// Settings, tasks and system run the platform itself: the two top roles, last before "View site".
function withOpsLinks(links: NavLink[], role: AdminRole): NavLink[] {
  const allowed = OPS_LINKS.filter((entry) => entry.roles.includes(role)).map((entry) => entry.link);
  return [...links.slice(0, -1), ...allowed, ...links.slice(-1)];
}

const SECURITY_LINK: NavLink = { id: 'security', to: '/admin/security', labelKey: 'adminSecurity.navLabel' };
const STAFF_LINK: NavLink = { id: 'admin-users', to: '/admin/admin-users', labelKey: 'adminStaff.navLabel' };

// Security and staff accounts are system screens: they go last, just before "View site" (decision 039).
function withSystemLinks(links: NavLink[], admin: AdminUser): NavLink[] {
  const extra = [
    ...(admin[SECURITY_CENTRE_PERMISSION] ? [SECURITY_LINK] : []),
    ...(ADMIN_USER_MANAGER_ROLES.includes(admin.role) ? [STAFF_LINK] : []),
  ];
  return [...links.slice(0, -1), ...extra, ...links.slice(-1)];
}

// Each screen family adds its own entries; the order of this list is the order of the menu.
function buildAdminNav(admin: AdminUser): NavLink[] {
  const additions: ((links: NavLink[]) => NavLink[])[] = [
    (links) => withFeaturedLink(links, admin.canModerateContent),
    (links) => withPointsConfigLink(links, admin.canManagePoints),
    (links) => withExchangesLink(links, admin.canManagePoints),
    (links) => withSocialTasksLink(links, admin.canManagePoints),
    (links) => withCreatorApplicationsLink(links, admin.canManageCreators),
    (links) => withSupportLink(links, admin),
    (links) => withOutboxLink(links, admin.role),
    (links) => withMaintenanceLinks(links, admin),
    (links) => withOpsLinks(links, admin.role),
    (links) => withSystemLinks(links, admin),
  ];
  return additions.reduce((links, add) => add(links), buildAdminMenuLinks(admin));
}

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  if (!admin) return null;
  return (
    <nav aria-label={t('admin.navLabel')}>
      <ul className="nav flex-column admin-nav">
        {buildAdminNav(admin).map((link) => (
          <NavLinkItem
            key={link.id}
            link={link}
            className="nav-link"
            onNavigate={onNavigate}
            icon={LINK_ICONS[link.id] ?? 'grid'}
          />
        ))}
      </ul>
    </nav>
  );
}

function AdminTopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { admin } = useSession();
  const navigate = useNavigate();
  return (
    <header className="admin-topbar">
      <button
        type="button"
        className="btn btn-icon d-lg-none"
        aria-label={t('admin.openMenu')}
        onClick={onOpenMenu}
      >
        <Icon name="menu" />
      </button>
      <Link to="/admin/dashboard" className="site-brand">
        {siteName}
      </Link>
      {admin ? <AdminModeBadge role={admin.role} /> : null}
      <div className="ms-auto d-flex align-items-center gap-2">
        {admin ? (
          <span className="d-none d-md-inline-flex align-items-center gap-2">
            <span className="fw-semibold" dir="auto">
              {admin.name}
            </span>
            <RoleBadge role={admin.role} />
          </span>
        ) : null}
        <ThemeCustomizerButton />
        <LanguageSwitch className="d-none d-sm-inline-flex" />
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm admin-topbar__logout"
          onClick={() => {
            void logoutAdmin().then(() => navigate({ to: '/admin/login' }));
          }}
        >
          <Icon name="logout" className="me-1" />
          <span className="admin-topbar__logout-label">{t('nav.adminLogout')}</span>
        </button>
      </div>
    </header>
  );
}

/** The admin area's own frame (no standard layout): side navigation by permission, top bar, content. */
export function AdminFrame() {
  const { t } = useTranslation();
  const { settings } = useTheme();
  const dark = settings.sidebar.tone === 'dark';
  const [menuOpen, setMenuOpen] = useState(false);
  const close = (): void => {
    setMenuOpen(false);
  };
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <aside
        className="admin-sidebar d-none d-lg-block"
        aria-label={t('admin.sidebarLabel')}
        data-bs-theme={dark ? 'dark' : undefined}
      >
        <AdminNav />
      </aside>
      <div className="admin-main">
        <AdminTopBar
          onOpenMenu={() => {
            setMenuOpen(true);
          }}
        />
        <main id="main-content" className="admin-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Offcanvas
        open={menuOpen}
        onClose={close}
        title={t('admin.sidebarLabel')}
        placement="start"
        className="admin-sidebar-drawer"
        dark={dark}
      >
        <AdminNav onNavigate={close} />
        {/* The top bar has no room for the language switch on a phone: the menu carries it there. */}
        <div className="d-sm-none px-3 pb-3">
          <LanguageSwitch />
        </div>
      </Offcanvas>
    </div>
  );
}
