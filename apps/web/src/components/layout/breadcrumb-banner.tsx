import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/** The banner itself: the page name as the page's heading, under a 'Home' breadcrumb. */
export function BreadcrumbBannerView({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className="breadcrumb-banner" aria-labelledby="page-title">
      <div className="page-container">
        {/* bdi, not dir="auto": the title's own direction is kept, its alignment follows the page's. */}
        <h1 id="page-title" className="breadcrumb-banner__title">
          <bdi>{name}</bdi>
        </h1>
        <nav aria-label={t('breadcrumb.label')}>
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link to="/">{t('breadcrumb.home')}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page" dir="auto">
              {name}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}

/**
 * The breadcrumb banner (spec §2, state: show, name) of routes that set `staticData.breadcrumb`. Pages
 * whose name comes from data render BreadcrumbBannerView themselves.
 */
export function BreadcrumbBanner() {
  const { t } = useTranslation();
  const matches = useMatches();
  const nameKey = matches.at(-1)?.staticData.breadcrumb;
  return nameKey ? <BreadcrumbBannerView name={t(nameKey)} /> : null;
}
