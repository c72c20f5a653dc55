import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../../features/site-settings/get-site-config.queries';
import { useTheme } from '../../../lib/theme/theme-context';
import { useWhenIdle } from '../../../lib/use-when-idle';
import { Icon } from '../../icon';
import { PaymentLogos } from './payment-logos';
import { SocialLinks } from './social-links';
import { useSiteName } from '../../../features/site-settings/use-site-name';

// The newsletter form (react-hook-form and its schema) sits below the fold on every page: its own chunk, fetched
// when the footer comes near the screen and the browser has a free moment, so the first page neither waits for it
// nor downloads it unseen, and a video starting on a short screen does not compete with it.
const NewsletterForm = lazy(() =>
  import('../../../features/newsletter/newsletter-form').then((module) => ({
    default: module.NewsletterForm,
  })),
);
const NEAR_SCREEN_MARGIN = '600px';

/** True once `ref` is within a screen and a bit of the viewport (at once where nothing can tell). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, near]);
  return near;
}

function DeferredNewsletterForm() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearScreen(slot);
  const idle = useWhenIdle();
  const placeholder = <div className="si-newsletter" ref={slot} />;
  if (!near || !idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NewsletterForm />
    </Suspense>
  );
}

function ExploreLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="footer-explore">
      <h2 id="footer-explore" className="site-footer__heading">
        {t('footer.explore')}
      </h2>
      <ul className="site-footer__links">
        <li>
          <Link to="/about">{t('footer.links.about')}</Link>
        </li>
        <li>
          <Link to="/extra/faq">{t('footer.links.faq')}</Link>
        </li>
        <li>
          <Link to="/contact">{t('footer.links.contact')}</Link>
        </li>
        <li>
          <Link to="/extra/contact-us">{t('footer.links.contactUs')}</Link>
        </li>
        <li>
          <Link to="/partners/apply">{t('footer.links.partners')}</Link>
        </li>
      </ul>
    </nav>
  );
}

function WatchLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="footer-watch">
      <h2 id="footer-watch" className="site-footer__heading">
        {t('footer.watch')}
      </h2>
      <ul className="site-footer__links">
        <li>
          <Link to="/view-all" search={{ sort: 'trending' }}>
            {t('footer.links.trending')}
          </Link>
        </li>
        <li>
          <Link to="/view-all" search={{ sort: 'recommended' }}>
            {t('footer.links.recommended')}
          </Link>
        </li>
        <li>
          <Link to="/view-all" search={{ sort: 'popular' }}>
            {t('footer.links.popular')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function FooterBrand() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const supportEmail = useSiteConfig().data?.supportEmail;
  return (
    <div>
      <p className="site-brand site-footer__brand mb-2">{siteName}</p>
      <p className="site-footer__muted">{t('footer.tagline')}</p>
      {supportEmail ? (
        <p className="mb-3">
          <span className="site-footer__muted d-block small">{t('footer.supportLabel')}</span>
          <a href={`mailto:${supportEmail}`} className="site-footer__email" data-testid="support-email">
            <Icon name="mail" className="me-2" />
            {supportEmail}
          </a>
        </p>
      ) : null}
      <SocialLinks />
    </div>
  );
}

/** The site footer (spec §2): links, support address, social links, newsletter, payments, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { settings } = useTheme();
  const year = new Date().getFullYear();
  // The cinema style is the dark scheme whatever the page's scheme, so Bootstrap's parts match it.
  const dark = settings.footerStyle === 'canvas';
  return (
    <footer
      className="site-footer"
      data-style={settings.footerStyle}
      data-bs-theme={dark ? 'dark' : undefined}
    >
      <div className="page-container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-4">
            <FooterBrand />
          </div>
          <div className="col-6 col-md-3 col-lg-2">
            <ExploreLinks />
          </div>
          <div className="col-6 col-md-3 col-lg-2">
            <WatchLinks />
          </div>
          <div className="col-12 col-md-6 col-lg-4">
            <DeferredNewsletterForm />
          </div>
        </div>
        <div className="site-footer__bottom">
          <ul className="site-footer__legal" aria-label={t('footer.legalLabel')}>
            <li>
              <Link to="/extra/privacy-policy">{t('footer.links.privacy')}</Link>
            </li>
            <li>
              <Link to="/extra/terms-of-use">{t('footer.links.terms')}</Link>
            </li>
          </ul>
          <PaymentLogos />
          <p className="site-footer__muted small mb-0">{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
