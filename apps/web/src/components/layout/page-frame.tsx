import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { BreadcrumbBanner } from './breadcrumb-banner';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The skip link, first in the tab order of every layout. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}

/**
 * The frame of member pages: skip link, header, breadcrumb banner, the page (or `children`), footer, extras.
 * The footer, below the fold, renders once the page above it has painted (a shorter first commit).
 */
export function PageFrame({ extras, children }: { extras?: ReactNode; children?: ReactNode }) {
  const footer = useAfterFirstPaint();
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} className="site-main flex-grow-1" tabIndex={-1}>
        <BreadcrumbBanner />
        {children ?? <Outlet />}
      </main>
      {footer ? <SiteFooter /> : null}
      {extras}
    </div>
  );
}
