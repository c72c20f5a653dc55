import { LAYOUT } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { buildNavGroups, MAIN_LINKS, type NavGroup } from '../../../lib/navigation';
import type { Session } from '../../../lib/session';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { useSession } from '../../../lib/use-session';
import { DisclosureMenu } from '../../disclosure-menu';
import { ActivitySearch } from '../../../features/search/activity-search';
import { Icon } from '../../icon';
import { AdminModeBadge } from '../../role-badge';
import { ThemeCustomizerButton } from '../../theme/theme-customizer-button';
import { LanguageSwitch } from '../language-switch';
import { AccountArea } from './account-area';
import { NavLinkItem } from './nav-link-item';
import { SITE_DRAWER_ID } from './site-drawer-id';
import { useLogout } from './use-logout';
import './main-nav-row.css';
import { useSiteName } from '../../../features/site-settings/use-site-name';

const DESKTOP_QUERY = `(min-width: ${LAYOUT.breakpoints.xl}px)`;
// The drawer is a chunk of its own, off the home page's boot: pointing at or focusing the menu button starts it.
const loadDrawer = () => import('./site-drawer');
const SiteDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.SiteDrawer })));
const preloadDrawer = (): void => {
  void loadDrawer();
};
// Members only: a chunk of its own keeps the guest's home page JS as it was.
const HeaderBalance = lazy(() =>
  import('../../../features/points/header-balance').then((module) => ({ default: module.HeaderBalance })),
);

/** The desktop bar's group menus (Home, Activities, Creator, More). */
function NavGroupMenus({ groups }: { groups: readonly NavGroup[] }) {
  const { t } = useTranslation();
  return (
    <ul className="site-navbar__groups d-none d-xl-flex">
      {groups.map((group) => (
        <li key={group.id} data-group={group.id}>
          <DisclosureMenu id={`nav-group-${group.id}`} label={t(group.labelKey)}>
            {(close) =>
              group.links.map((link) => (
                <NavLinkItem key={link.id} link={link} className="dropdown-item" onNavigate={close} />
              ))
            }
          </DisclosureMenu>
        </li>
      ))}
    </ul>
  );
}

interface HeaderToolsProps {
  session: Session;
  onMemberLogout: () => void;
  onAdminLogout: () => void;
}

/** Search, balance, theme, language and the account menu at the bar's end. */
function HeaderTools({ session, onMemberLogout, onAdminLogout }: HeaderToolsProps) {
  return (
    <div className="site-navbar__tools">
      <div className="d-none d-xl-block">
        <ActivitySearch idPrefix="header" />
      </div>
      {session.member && !session.admin ? (
        <Suspense fallback={null}>
          <HeaderBalance />
        </Suspense>
      ) : null}
      <ThemeCustomizerButton />
      <LanguageSwitch className="d-none d-sm-inline-flex" />
      <div className="d-none d-xl-flex align-items-center gap-1">
        <AccountArea session={session} onMemberLogout={onMemberLogout} onAdminLogout={onAdminLogout} />
      </div>
    </div>
  );
}

/** The desktop bar's second row of main links. */
function MainLinksRow() {
  const { t } = useTranslation();
  return (
    <div className="site-navbar__main d-none d-xl-block">
      <ul className="page-container site-navbar__main-links" aria-label={t('nav.mainLinksLabel')}>
        {MAIN_LINKS.map((link) => (
          <NavLinkItem key={link.id} link={link} className="site-navbar__main-link" />
        ))}
      </ul>
    </div>
  );
}

/**
 * The site header (spec §2): the desktop bar from the xl breakpoint (1200 px), a side drawer below it.
 * It re-reads the sessions on the login, logout, auth-error, admin-login and admin-logout events.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const session = useSession();
  const sticky = useScrolledPast(LAYOUT.stickyHeaderThresholdPx);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Growing past xl shows the bar, so the drawer closes with it.
  const drawerOpen = drawerWanted && !isDesktop;
  const { signOutMember, signOutAdmin } = useLogout();
  const groups = buildNavGroups(session);
  const closeDrawer = (): void => {
    setDrawerWanted(false);
  };
  const logoutFromDrawer = (signOut: () => Promise<void>) => () => {
    closeDrawer();
    void signOut();
  };

  return (
    <header className={`site-header${sticky ? ' is-sticky' : ''}`} data-sticky={sticky}>
      <nav className="site-navbar" aria-label={t('nav.mainLabel')}>
        <div className="page-container site-navbar__inner">
          <button
            type="button"
            className="btn btn-icon d-xl-none"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls={SITE_DRAWER_ID}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => {
              setDrawerWanted(true);
            }}
          >
            <Icon name="menu" />
          </button>
          <Link to="/" className="site-brand" data-testid="site-brand">
            {siteName}
          </Link>
          {session.admin ? <AdminModeBadge role={session.admin.role} /> : null}
          <NavGroupMenus groups={groups} />
          <HeaderTools
            session={session}
            onMemberLogout={() => void signOutMember()}
            onAdminLogout={() => void signOutAdmin()}
          />
        </div>
        <MainLinksRow />
      </nav>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <SiteDrawer
            open
            onClose={closeDrawer}
            session={session}
            groups={groups}
            onMemberLogout={logoutFromDrawer(signOutMember)}
            onAdminLogout={logoutFromDrawer(signOutAdmin)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
