import type { AdminLoginResponse } from '@streamit/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { PageTitle } from '../../components/page-title';
import { ThemeCustomizerButton } from '../../components/theme/theme-customizer-button';
import { AdminLoginForm } from './admin-login-form';
import { startAdminSession } from './admin-session';
import { useSiteName } from '../../features/site-settings/use-site-name';

/** Route /admin/login in the admin area's own frame: staff sign-in (spec §7), then admin mode. */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const navigate = useNavigate();
  const onSignedIn = (session: AdminLoginResponse) => {
    startAdminSession(session);
    void navigate({ to: '/admin/dashboard' });
  };
  return (
    <div className="admin-login">
      <PageTitle title={t('admin.login.title')} />
      <div className="admin-login__tools">
        <ThemeCustomizerButton />
        <LanguageSwitch />
      </div>
      <main id="main-content" className="admin-login__card card" tabIndex={-1}>
        <div className="card-body p-4 p-md-5">
          <p className="site-brand mb-1">{siteName}</p>
          <p className="text-uppercase small fw-semibold text-body-secondary mb-4">
            {t('admin.login.eyebrow')}
          </p>
          <AdminLoginForm onSignedIn={onSignedIn} />
          <Link to="/" className="btn btn-link mt-3 px-0">
            {t('admin.login.backToSite')}
          </Link>
        </div>
      </main>
    </div>
  );
}
