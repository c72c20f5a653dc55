import { Outlet } from '@tanstack/react-router';
import { BackToTop } from './back-to-top';
import { MAIN_CONTENT_ID, PageFrame } from './page-frame';

/** Layout 'Frontend', the default: header, breadcrumb banner, page and footer. */
export function FrontendLayout() {
  return <PageFrame />;
}

/** Layout 'Merchandise': the Frontend frame plus the back-to-top button. */
export function MerchandiseLayout() {
  return <PageFrame extras={<BackToTop />} />;
}

/** Layout 'Blank': the page alone, for full-screen pages such as maintenance. */
export function BlankLayout() {
  return (
    <main id={MAIN_CONTENT_ID} className="site-main site-main--blank" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
