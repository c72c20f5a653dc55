import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The site header: brand, main navigation and the language switch. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header sticky-top bg-body border-bottom">
      <nav className="navbar navbar-expand" aria-label={t('nav.mainLabel')}>
        <div className="container-fluid">
          <Link to="/" className="navbar-brand site-brand">
            {t('app.name')}
          </Link>
          <ul className="navbar-nav me-auto">
            <li className="nav-item">
              <Link to="/" className="nav-link" activeOptions={{ exact: true }}>
                {t('nav.home')}
              </Link>
            </li>
          </ul>
          <LanguageSwitch />
        </div>
      </nav>
    </header>
  );
}
