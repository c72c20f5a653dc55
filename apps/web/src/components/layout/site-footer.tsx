import { useTranslation } from 'react-i18next';

/** The site footer: tagline and a copyright with the current year. */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer border-top mt-5 py-4">
      <div className="container-fluid d-flex flex-column flex-md-row justify-content-between gap-2">
        <p className="mb-0 text-body-secondary">{t('footer.tagline')}</p>
        <p className="mb-0 text-body-secondary">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
