import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { PageTitle } from '../components/page-title';
import { LanguageSwitch } from '../components/layout/language-switch';
import { ThemeCustomizerButton } from '../components/theme/theme-customizer-button';
import { useTheme } from '../lib/theme/theme-context';

/** Route /admin/login in the admin area's own frame: staff sign-in arrives with the next release. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const { settings } = useTheme();
  const features = t('admin.login.features', { returnObjects: true });
  return (
    <div className="admin-login">
      <PageTitle title={t('admin.login.title')} />
      <div className="admin-login__tools">
        <ThemeCustomizerButton />
        <LanguageSwitch />
      </div>
      <main id="main-content" className="admin-login__card card" tabIndex={-1}>
        <div className="card-body p-4 p-md-5">
          <p className="site-brand mb-1">{settings.appName}</p>
          <p className="text-uppercase small fw-semibold text-body-secondary mb-4">
            {t('admin.login.eyebrow')}
          </p>
          <h1 className="h3">{t('admin.login.title')}</h1>
          <p className="next-release__eyebrow justify-content-start">
            <Icon name="sparkles" className="me-2" />
            {t('upcoming.badge')}
          </p>
          <p>{t('admin.login.lead')}</p>
          <ul className="next-release__features text-start">
            {features.map((feature) => (
              <li key={feature}>
                <Icon name="check" className="next-release__check" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <Link to="/" className="btn btn-outline-secondary mt-3">
            {t('admin.login.backToSite')}
          </Link>
        </div>
      </main>
    </div>
  );
}
