import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from '../components/icon';
import { LanguageSwitch } from '../components/layout/language-switch';
import { Offcanvas } from '../components/offcanvas';
import { AdminModeBadge, RoleBadge } from '../components/role-badge';
import { ThemeCustomizerButton } from '../components/theme/theme-customizer-button';
import { logoutAdmin } from '../lib/logout';
import { useTheme } from '../lib/theme/theme-context';
import { useSession } from '../lib/use-session';
import { AdminNav } from './admin-nav';
import { ScreenGate } from './ui/screen-gate';
import { useSiteName } from '../features/site-settings/use-site-name';

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

/** The admin area's own frame (no standard layout): the menu and guard of the screen table, top bar, content. */
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
          <ScreenGate />
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
