import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every member page: skip link, header, main content and footer. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} className="site-main flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
